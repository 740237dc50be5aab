/**
 * The classes of the portal's buttons and links, for the elements that are not a `Button`: a
 * link that starts an action ("New Pickup") looks like the primary button, a link in text like
 * every other link (docs/ui.md).
 */
// A printed page carries no buttons: a link that looks like one is an action, not content.
const BUTTON_BASE = 'inline-block rounded-md px-4 py-2 text-sm font-medium transition-colors print:hidden';

export const BUTTON_VARIANTS = {
  primary: 'bg-primary text-white hover:bg-primary-strong disabled:bg-primary/60',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;

/** The classes of a button of the variant: `<a className={buttonClass()} href="/admin/pickups/new">`. */
export function buttonClass(variant: ButtonVariant = 'primary'): string {
  return `${BUTTON_BASE} ${BUTTON_VARIANTS[variant]}`;
}

/** A link in text, or a button that reads as one ("Edit S-1"). */
export const LINK = 'link';
