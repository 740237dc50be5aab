import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

const ModalDialog = lazy(() => import('./headless/ModalDialog.tsx'));

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called for Escape, a click on the backdrop, and whatever close button the content has. */
  onClose(): void;
  children: ReactNode;
  /** The panel's width, such as `max-w-2xl`. */
  width?: string;
  /** A card in the middle of the screen (`center`), or a panel the height of the screen along its right edge (`side`, the filter drawer). */
  placement?: 'center' | 'side';
  /** Drawn at the end of the title's row, such as a close button. */
  titleAside?: ReactNode;
}

/**
 * The portal's modal dialog, on Headless UI's `Dialog`: the page behind turns inert, focus
 * stays inside and goes back where it was on closing, and the dialog closes on Escape and on a
 * click on the backdrop. It is drawn at the end of the body (a form in a dialog is never a form
 * in the page's form), centred on the screen, or along its right edge for a drawer; the content
 * is mounted only while it is open, so each opening starts afresh, and may be `lazy` (it shows
 * 'Loading…' meanwhile). Headless UI is loaded the first time a dialog opens, so a page pays
 * for it only when it is used (decision 195).
 * @example <Dialog open={open} title="Receive Samples" onClose={close}>…</Dialog>
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (props.open) {
      opener.current = document.activeElement;
      return;
    }
    // Headless UI learns where focus was from listeners it sets up once loaded, after the click
    // that opened a page's first dialog: focus left on nothing then goes back to that opener here.
    const back = opener.current;
    opener.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && back instanceof HTMLElement && back.isConnected) back.focus();
  }, [props.open]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
