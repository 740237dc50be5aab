import type { RecordEditor, RecordEditorOptions } from '../../../web/ui/form/useRecordEditor.ts';
import { INSPECTOR_FIELDS, inspectorInputSchema, type InspectorTextField } from '../schema.ts';
import type { Inspector } from '../rules.ts';

export const INSPECTORS_API = '/api/inspectors';

export type InspectorValues = Record<InspectorTextField, string> & { customerId: number | null };

/**
 * What the shared record editor needs for an inspector, in a page or in the New Inspector
 * dialog: its text values (or a new one's, for the company the opening form has chosen).
 */
export function inspectorEditorOptions(inspector: Inspector | null, customerId: number | null): RecordEditorOptions<InspectorValues> {
  const initial = { customerId } as InspectorValues;
  for (const field of INSPECTOR_FIELDS) initial[field] = inspector?.[field] ?? '';
  return {
    initial,
    schema: inspectorInputSchema,
    recordId: inspector?.id ?? null,
    version: inspector?.version,
    apiPath: INSPECTORS_API,
    entity: 'inspector',
  };
}

export type InspectorEditor = Pick<RecordEditor<InspectorValues>, 'values' | 'set' | 'errors'>;
