/**
 * The technician's current break list (its filters and order), kept for the tab so that the
 * break form's Save & Next opens the next specimen of that list (issue 27).
 */
const KEY = 'breaks:list-query';
const NOTICE = 'breaks:saved-notice';

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // A browser that blocks storage: Save & Next then follows the list's default order.
    return null;
  }
}

export const rememberListQuery = (query: string) => store()?.setItem(KEY, query);
export const listQuery = () => store()?.getItem(KEY) ?? '';

/** What Save & Next saved, said on the next specimen's form. */
export const leaveNotice = (text: string) => store()?.setItem(NOTICE, text);
export function takeNotice(): string | null {
  const text = store()?.getItem(NOTICE) ?? null;
  store()?.removeItem(NOTICE);
  return text;
}
