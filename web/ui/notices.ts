/** Alerts and confirmations as data: one store every island shares, drawn by `NoticeHost`. */
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

export interface NoticeState {
  alerts: Alert[];
  confirmation: Confirmation | null;
}

let state: NoticeState = { alerts: [], confirmation: null };
let nextId = 1;
const listeners = new Set<() => void>();
let mountHost: (() => void) | null = null;

function update(next: NoticeState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const noticeStore = {
  get: (): NoticeState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Clears every alert and confirmation (between tests, and on sign-out). */
  reset(): void {
    update({ alerts: [], confirmation: null });
  },
  /** The host registers how to mount itself the first time a notice is shown. */
  setMounter(mount: () => void): void {
    mountHost = mount;
  },
};

function push(kind: Alert['kind'], title: string, message: string, closeAfterMs?: number): number {
  mountHost?.();
  const id = nextId++;
  update({ ...state, alerts: [...state.alerts, { id, kind, title, message }] });
  if (closeAfterMs !== undefined) setTimeout(() => dismissAlert(id), closeAfterMs);
  return id;
}

export function dismissAlert(id: number): void {
  update({ ...state, alerts: state.alerts.filter((alert) => alert.id !== id) });
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
 * Asks the user to confirm; resolves true for the confirm button, false for Cancel.
 * @example if (await confirmAction({ message: 'Are you sure you wish to delete this sample?', confirmLabel: 'Delete' })) ...
 */
export function confirmAction(options: { title?: string; message: string; confirmLabel: string }): Promise<boolean> {
  mountHost?.();
  state.confirmation?.resolve(false);
  return new Promise((resolve) => {
    const id = nextId++;
    update({
      ...state,
      confirmation: {
        id,
        title: options.title ?? 'Please confirm',
        message: options.message,
        confirmLabel: options.confirmLabel,
        resolve: (confirmed) => {
          if (state.confirmation?.id === id) update({ ...state, confirmation: null });
          resolve(confirmed);
        },
      },
    });
  });
}
