import { DialogBackdrop, DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import { Suspense } from 'react';
import type { DialogProps } from '../Dialog.tsx';

/** Where the panel sits: `DialogProps['placement']`. */
const PLACEMENT = {
  /** A card in the middle of the screen, scrolling inside when taller than it. */
  center: { frame: 'items-center justify-center p-4', panel: 'max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-lg' },
  /** A panel along the right edge, the height of the screen (the filter drawer). */
  side: { frame: 'justify-end', panel: 'h-dvh overflow-y-auto' },
} as const;

/**
 * The kit's `Dialog` drawn with Headless UI's: loaded the first time a dialog of the page opens
 * (see `Dialog`). Content still loading (`lazy`) shows 'Loading…' in the panel.
 */
export default function ModalDialog({
  open,
  title,
  onClose,
  children,
  width = 'max-w-2xl',
  placement = 'center',
  titleAside,
}: DialogProps) {
  const layout = PLACEMENT[placement];
  return (
    // The dialog element itself covers the screen, so it is what a person (and a test) sees open.
    <HeadlessDialog open={open} onClose={onClose} className={`fixed inset-0 z-50 flex ${layout.frame}`}>
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <DialogPanel
        className={`relative flex w-full flex-col bg-white p-6 shadow-xl ${width} ${layout.panel} ${placement === 'side' ? 'gap-4' : ''}`}
      >
        <div className={`flex items-center justify-between gap-3 ${placement === 'side' ? '' : 'mb-4'}`}>
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {titleAside}
        </div>
        <Suspense fallback={<p className="text-sm text-slate-600">Loading…</p>}>{children}</Suspense>
      </DialogPanel>
    </HeadlessDialog>
  );
}
