import { lazy } from 'react';
import { Dialog } from '../../../web/ui/Dialog.tsx';
import type { Inspector } from '../rules.ts';

// Loaded when the dialog first opens: the pickup form that offers it need not carry the inspector's schema.
const NewInspectorForm = lazy(() => import('./NewInspectorForm.tsx'));

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
