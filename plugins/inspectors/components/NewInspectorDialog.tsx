import type { FormEvent } from 'react';
import { Button } from '../../../web/ui/Button.tsx';
import { Dialog } from '../../../web/ui/Dialog.tsx';
import { useRecordEditor } from '../../../web/ui/form/useRecordEditor.ts';
import { showSuccess } from '../../../web/ui/index.ts';
import { INSPECTOR_MESSAGES } from '../messages.ts';
import type { Inspector } from '../rules.ts';
import { CustomerPicker } from '../../customers/client.ts';
import { InspectorFields } from './InspectorFields.tsx';
import { inspectorEditorOptions, type InspectorValues } from './inspector-form.ts';

export interface NewInspectorDialogProps {
  open: boolean;
  onClose(): void;
  /** Called with the saved inspector; the opening form picks it (a pickup's inspector). */
  onCreated(inspector: Inspector): void;
  /** Staff choose the company (preset with `customer`); a customer's inspectors are its own. */
  staff: boolean;
  /** The company the opening form has chosen, such as the pickup's customer. */
  customerId?: number | null;
  /** A link to the full inspector form, shown under the fields. */
  fullFormPath?: string;
}

/**
 * The New Inspector dialog other forms open: the inspector's fields, Create Inspector and
 * Cancel. Each opening starts empty.
 * @example <NewInspectorDialog open={open} staff onClose={close} onCreated={(inspector) => pick(inspector)} customerId={customerId} />
 */
export function NewInspectorDialog(props: NewInspectorDialogProps) {
  return (
    <Dialog open={props.open} title="New Inspector" onClose={props.onClose}>
      <NewInspectorForm {...props} />
    </Dialog>
  );
}

function NewInspectorForm({ onClose, onCreated, staff, customerId = null, fullFormPath }: NewInspectorDialogProps) {
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
