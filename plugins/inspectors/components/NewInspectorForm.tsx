import type { FormEvent } from 'react';
import { Button } from '../../../web/ui/Button.tsx';
import { useRecordEditor } from '../../../web/ui/form/useRecordEditor.ts';
import { showSuccess } from '../../../web/ui/index.ts';
import { INSPECTOR_MESSAGES } from '../messages.ts';
import type { Inspector } from '../rules.ts';
import { CustomerPicker } from '../../customers/client.ts';
import { InspectorFields } from './InspectorFields.tsx';
import { inspectorEditorOptions, type InspectorValues } from './inspector-form.ts';
import type { NewInspectorDialogProps } from './NewInspectorDialog.tsx';

/** The New Inspector dialog's form, loaded when the dialog first opens: it brings the inspector's schema. */
export default function NewInspectorForm({ onClose, onCreated, staff, customerId = null, fullFormPath }: NewInspectorDialogProps) {
  const editor = useRecordEditor<InspectorValues, Inspector>(inspectorEditorOptions(null, customerId));
  async function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog's form lives inside another form's page: never let the submit reach it.
    event.stopPropagation();
    const inspector = await editor.submit();
    if (!inspector) return;
    showSuccess(staff ? INSPECTOR_MESSAGES.saved : INSPECTOR_MESSAGES.savedOwn);
    onCreated(inspector);
    onClose();
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <InspectorFields
        editor={editor}
        company={
          staff && <CustomerPicker value={editor.values.customerId} onChange={editor.set('customerId')} error={editor.errors.customerId} />
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={editor.busy}>
          Create Inspector
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {fullFormPath && (
          <a href={fullFormPath} className="ml-auto text-sm text-emerald-800 underline">
            Open the full form
          </a>
        )}
      </div>
    </form>
  );
}
