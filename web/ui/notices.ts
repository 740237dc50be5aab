import { atom, getDefaultStore } from 'jotai/vanilla';

/**
 * Alerts and confirmations as jotai atoms in the page's default store: every island on the page
 * shares the one jotai module (a common chunk), so whichever island shows a notice, the one
 * `NoticeHost` draws it.
 */
export const SUCCESS_CLOSE_MS = 1500;
export const WARNING_CLOSE_MS = 3000;

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

function push(kind: Alert['kind'], title: string, message: string, closeAfterMs?: number): number {
  const id = nextId++;
  store.set(alertsAtom, (alerts) => [...alerts, { id, kind, title, message }]);
  if (closeAfterMs !== undefined) setTimeout(() => dismissAlert(id), closeAfterMs);
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

/** An error alert, titled Error, that stays until closed. */
export function showError(message: string): number {
  return push('error', 'Error', message);
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
