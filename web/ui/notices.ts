import { atom, getDefaultStore } from 'jotai/vanilla';

/**
 * Alerts and confirmations as jotai atoms in the page's default store: every island on the page
 * shares the one jotai module (a common chunk), so whichever island shows a notice, the one
 * `NoticeHost` draws it.
 */
export const SUCCESS_CLOSE_MS = 1500;
export const WARNING_CLOSE_MS = 3000;
/** Errors stay longer than the spec's warnings (they need reading); field messages stay on the form. */
export const ERROR_CLOSE_MS = 6000;
/** At most this many alerts show at once; a new one pushes out the oldest. */
export const MAX_ALERTS = 3;

export interface Alert {
  id: number;
  kind: 'success' | 'warning' | 'error';
  title: string;
  message: string;
}

export interface Confirmation {
  id: number;
  title: string;
  message: string;
  confirmLabel: string;
  resolve(confirmed: boolean): void;
}

/** The alerts on screen, oldest first. */
export const alertsAtom = atom<Alert[]>([]);
/** The question waiting for an answer, if any. */
export const confirmationAtom = atom<Confirmation | null>(null);

const store = getDefaultStore();
let nextId = 1;

/** Clears every alert and confirmation (between tests). */
export function resetNotices(): void {
  store.set(alertsAtom, []);
  store.set(confirmationAtom, null);
}

/**
 * Shows an alert that closes on its own. A success closes the errors and warnings before it
 * (the action they were about has now worked); the same message twice shows once; at most
 * MAX_ALERTS show.
 */
function push(kind: Alert['kind'], title: string, message: string, closeAfterMs: number): number {
  const id = nextId++;
  store.set(alertsAtom, (alerts) => {
    const kept = alerts.filter((alert) => alert.message !== message && (kind !== 'success' || alert.kind === 'success'));
    return [...kept, { id, kind, title, message }].slice(-MAX_ALERTS);
  });
  setTimeout(() => dismissAlert(id), closeAfterMs);
  return id;
}

export function dismissAlert(id: number): void {
  store.set(alertsAtom, (alerts) => alerts.filter((alert) => alert.id !== id));
}

/** A success alert, titled Success, that closes after 1.5 s. */
export function showSuccess(message: string): number {
  return push('success', 'Success', message, SUCCESS_CLOSE_MS);
}

/** A warning that closes after 3 s. */
export function showWarning(message: string): number {
  return push('warning', 'Warning', message, WARNING_CLOSE_MS);
}

/** An error alert, titled Error, that closes after 6 s, when closed, or when the next action succeeds. */
export function showError(message: string): number {
  return push('error', 'Error', message, ERROR_CLOSE_MS);
}

/**
 * Asks the user to confirm; resolves true for the confirm button, false for Cancel. A new
 * question answers a pending one with false.
 * @example if (await confirmAction({ message: 'Are you sure you wish to delete this sample?', confirmLabel: 'Delete' })) ...
 */
export function confirmAction(options: { title?: string; message: string; confirmLabel: string }): Promise<boolean> {
  store.get(confirmationAtom)?.resolve(false);
  return new Promise((resolve) => {
    const id = nextId++;
    store.set(confirmationAtom, {
      id,
      title: options.title ?? 'Please confirm',
      message: options.message,
      confirmLabel: options.confirmLabel,
      resolve: (confirmed) => {
        if (store.get(confirmationAtom)?.id === id) store.set(confirmationAtom, null);
        resolve(confirmed);
      },
    });
  });
}
