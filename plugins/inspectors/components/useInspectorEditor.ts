import { useState } from 'react';
import { fieldMessages } from '../../../core/http/validate.ts';
import { api } from '../../../web/api/client.ts';
import { ApiError } from '../../../web/api/errors.ts';
import { clearTableCache } from '../../../web/table/cache.ts';
import { showError } from '../../../web/ui/index.ts';
import { INSPECTOR_FIELDS, inspectorInputSchema, type InspectorTextField } from '../schema.ts';
import type { Inspector } from '../rules.ts';

export const INSPECTORS_API = '/api/inspectors';

export type InspectorValues = Record<InspectorTextField, string>;

/** The form's text values of an inspector, or of a new one. */
export function valuesOf(inspector: Partial<Inspector> | null): InspectorValues {
  const values = {} as InspectorValues;
  for (const field of INSPECTOR_FIELDS) values[field] = inspector?.[field] ?? '';
  return values;
}

/**
 * The state of an inspector form, in a page or in the New Inspector dialog: values, field
 * messages, and a save that checks the shared schema first, then asks the server (which
 * checks again and answers its own field messages). Resolves the saved inspector, or null.
 */
export function useInspectorEditor(initial: Inspector | null, customerId: number | null) {
  const [values, setValues] = useState(() => valuesOf(initial));
  const [company, setCompany] = useState<number | null>(customerId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [id, setId] = useState<number | null>(initial?.id ?? null);
  // Sent back with each save: a save over a newer one is refused, never silently lost.
  const [version, setVersion] = useState<number | undefined>(initial?.version);

  const set = (field: InspectorTextField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function save(): Promise<Inspector | null> {
    const parsed = inspectorInputSchema.safeParse({ ...values, customerId: company });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return null;
    }
    setBusy(true);
    try {
      const body = { ...parsed.data, version };
      const { inspector } =
        id === null
          ? await api.post<{ inspector: Inspector }>(INSPECTORS_API, body)
          : await api.put<{ inspector: Inspector }>(`${INSPECTORS_API}/${id}`, body);
      clearTableCache(INSPECTORS_API);
      setId(inspector.id);
      setVersion(inspector.version);
      setErrors({});
      return inspector;
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) setErrors(caught.fields);
      else showError(caught instanceof Error ? caught.message : 'Request failed');
      return null;
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setValues(valuesOf(null));
    setVersion(undefined);
    setErrors({});
    setId(null);
  }

  return { values, set, company, setCompany, errors, busy, id, save, reset };
}

export type InspectorEditor = ReturnType<typeof useInspectorEditor>;
