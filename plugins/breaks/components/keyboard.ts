import type { FormEvent, KeyboardEvent } from 'react';

/** The entry fields of a form in paper order: inputs and selects, a radio group as one stop (its checked option, else its first). */
export function entryStops(container: HTMLElement | null): Array<HTMLInputElement | HTMLSelectElement> {
  const all = [
    ...(container?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-entry-fields] input, [data-entry-fields] select') ?? []),
  ];
  return all.filter((element, index) => {
    if (element.disabled || element.offsetParent === null || (element instanceof HTMLInputElement && element.type === 'checkbox'))
      return false;
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio') return true;
    const group = all.filter((other) => other.name === element.name);
    return (group.find((other) => (other as HTMLInputElement).checked) ?? group[0]) === all[index];
  });
}

/** Arriving on an entry screen: the first entry field has the focus. */
export function focusFirstEntry(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>('[data-entry-fields] input, [data-entry-fields] select, [data-entry-fields] textarea')?.focus();
}

export interface EntryKeys {
  cancel(): void;
  saveAndStay(): void;
  saveAndNext(): void;
}

/**
 * The entry screens without a mouse (issue 27): Enter moves to the next entry field and, in the
 * last one, saves and opens the next specimen or set; Ctrl+Enter saves and stays; Escape cancels.
 */
export function onEntryKeyDown(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null, busy: boolean, keys: EntryKeys): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    keys.cancel();
    return;
  }
  if (event.key !== 'Enter' || busy) return;
  const target = event.target as HTMLElement;
  if (event.ctrlKey || event.metaKey) {
    event.preventDefault();
    keys.saveAndStay();
    return;
  }
  const isEntry = target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type !== 'checkbox');
  if (!isEntry) return;
  event.preventDefault();
  const entries = entryStops(container);
  const stop = target instanceof HTMLInputElement && target.type === 'radio' ? entries.find((entry) => entry.name === target.name) : target;
  const at = entries.indexOf(stop as HTMLInputElement | HTMLSelectElement);
  if (at === entries.length - 1) keys.saveAndNext();
  else if (at >= 0) entries[at + 1]?.focus();
}

/**
 * The submit and key handlers of an entry form (the break form, the set screen): Enter on the
 * button saves and goes back to the list; the keys of `onEntryKeyDown` save and stay, save and
 * go next, or cancel back to `list`. Named as a hook, so that it may take the form's ref.
 */
export function useEntryFormHandlers(
  form: { current: HTMLFormElement | null },
  busy: boolean,
  save: (mode: 'back' | 'stay' | 'next') => Promise<void>,
  list: string,
): { onSubmit: (event: FormEvent) => void; onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => void } {
  return {
    onSubmit: (event) => {
      event.preventDefault();
      void save('back');
    },
    onKeyDown: (event) =>
      onEntryKeyDown(event, form.current, busy, {
        cancel: () => location.assign(list),
        saveAndStay: () => void save('stay'),
        saveAndNext: () => void save('next'),
      }),
  };
}
