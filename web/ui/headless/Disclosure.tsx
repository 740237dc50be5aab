import { DisclosureButton, DisclosurePanel, Disclosure as HeadlessDisclosure } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface DisclosureProps {
  /** What the button says; its state shows in `aria-expanded` (style the arrow with `group-data-open:`). */
  label: ReactNode;
  /** The button's classes; a `group`, so its content can follow the open state. */
  buttonClassName: string;
  panelClassName?: string;
  /** The panel's content, drawn only while it is open; `close` folds it (after a save). */
  children(close: () => void): ReactNode;
}

/**
 * A button that shows and hides a panel (the ARIA disclosure pattern), on Headless UI's
 * `Disclosure`: the button carries `aria-expanded` and `aria-controls`, and the panel's content
 * is mounted only while it is open.
 * @example <Disclosure label="Change Password" buttonClassName={buttonClass('secondary')}>{(close) => <form>…</form>}</Disclosure>
 */
export function Disclosure({ label, buttonClassName, panelClassName, children }: DisclosureProps) {
  return (
    <HeadlessDisclosure>
      <DisclosureButton className={`group ${buttonClassName}`}>{label}</DisclosureButton>
      <DisclosurePanel className={panelClassName}>{({ close }) => <>{children(() => close())}</>}</DisclosurePanel>
    </HeadlessDisclosure>
  );
}
