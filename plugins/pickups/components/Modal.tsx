import type { ReactNode } from 'react';
import { Dialog } from '../../../web/ui/Dialog.tsx';

/** The pickup form's dialogs: the kit's dialog at the form's width. */
export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose(): void; children: ReactNode }) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      {children}
    </Dialog>
  );
}
