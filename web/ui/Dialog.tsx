import { useEffect, useId, useRef, useSyncExternalStore, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const PLACEMENT = {
  /** A card in the middle of the screen. */
  center: 'rounded-lg shadow-xl',
  /** A panel along the right edge, the height of the screen (the filter drawer). */
  side: 'my-0 mr-0 ml-auto h-dvh max-h-none shadow-xl',
} as const;

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called for Escape, a click on the backdrop, and whatever close button the content has. */
  onClose(): void;
  children: ReactNode;
  /** The panel's width, such as `max-w-2xl`. */
  width?: string;
  placement?: keyof typeof PLACEMENT;
  /** Drawn at the end of the title's row, such as a close button. */
  titleAside?: ReactNode;
}

const noChanges = () => () => {};

/**
 * The portal's modal dialog, on the browser's `<dialog>` shown with `showModal()`: the page
 * behind turns inert, focus stays inside and goes back where it was on closing, and the dialog
 * sits above everything. It is drawn at the end of the body, outside the page's own form (a
 * form in a form submits natively), once the page runs in the browser. It closes on Escape and
 * on a click on the backdrop; the content is mounted only while it is open, so each opening
 * starts afresh.
 * @example <Dialog open={open} title="Receive Samples" onClose={close}>…</Dialog>
 */
export function Dialog({ open, title, onClose, children, width = 'max-w-2xl', placement = 'center', titleAside }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  // The browser closes the dialog itself on Escape: its close event tells the parent, unless the parent closed it.
  const closedByParent = useRef(false);

  useEffect(() => {
    // Drawn only once the page runs in the browser: a dialog open from the start shows then.
    const dialog = ref.current;
    if (!inBrowser || !dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      closedByParent.current = true;
      dialog.close();
    }
  }, [open, inBrowser]);

  // A press that starts in the panel (selecting text) and ends outside it is not a click on the backdrop.
  const pressedBackdrop = useRef(false);

  const closed = () => {
    if (closedByParent.current) closedByParent.current = false;
    else onClose();
  };
  // A click whose target is the dialog itself landed on its backdrop: the panel inside fills the dialog.
  const clickedBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressedBackdrop.current) onClose();
  };

  if (!inBrowser) return null;
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={closed}
      onPointerDown={(event: PointerEvent<HTMLDialogElement>) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={clickedBackdrop}
      className={`w-full bg-white p-0 backdrop:bg-slate-900/40 ${width} ${PLACEMENT[placement]}`}
    >
      {open && (
        <div className={`flex flex-col p-6 ${placement === 'side' ? 'min-h-full gap-4' : ''}`}>
          <div className={`flex items-center justify-between gap-3 ${placement === 'side' ? '' : 'mb-4'}`}>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {titleAside}
          </div>
          {children}
        </div>
      )}
    </dialog>,
    document.body,
  );
}
