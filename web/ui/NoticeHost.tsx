import { useAtomValue } from 'jotai/react';
import { getDefaultStore } from 'jotai/vanilla';
import { createRoot } from 'react-dom/client';
import { alertsAtom, confirmationAtom, dismissAlert, type Alert } from './notices.ts';
import { Dialog } from './Dialog.tsx';
import { buttonClass } from '../../shared/ui-styles.ts';

const ALERT_STYLE: Record<Alert['kind'], string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
  error: 'border-red-600 bg-red-50 text-red-900',
};

/** Draws the shared alerts (toasts) and the confirmation dialog. */
export function NoticeHost() {
  const alerts = useAtomValue(alertsAtom);
  const confirmation = useAtomValue(confirmationAtom);
  return (
    <>
      <div className="pointer-events-none fixed right-4 top-16 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2">
        {alerts.map((alert) => (
          <div
            key={alert.id}
            role={alert.kind === 'error' ? 'alert' : 'status'}
            data-alert={alert.kind}
            className={`pointer-events-auto rounded-md border-l-4 p-3 shadow-md ${ALERT_STYLE[alert.kind]}`}
          >
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold">{alert.title}</p>
              <button type="button" aria-label="Close" onClick={() => dismissAlert(alert.id)} className="text-lg leading-none">
                ×
              </button>
            </div>
            <p className="mt-1 text-sm">{alert.message}</p>
          </div>
        ))}
      </div>
      <Dialog open={confirmation !== null} title={confirmation?.title} onClose={() => confirmation?.resolve(false)} width="max-w-md">
        <p className="text-sm text-slate-700">{confirmation?.message}</p>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" onClick={() => confirmation?.resolve(false)} className={buttonClass('secondary')}>
            Cancel
          </button>
          <button
            type="button"
            onClick={() => confirmation?.resolve(true)}
            className="rounded bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800"
          >
            {confirmation?.confirmLabel}
          </button>
        </div>
      </Dialog>
    </>
  );
}

/**
 * Mounts the host the first time any island shows a notice; islands get this by importing `web/ui`.
 * A page whose islands never show one draws nothing.
 */
export function installNoticeHost(): void {
  if (typeof document === 'undefined') return;
  const store = getDefaultStore();
  const mountOnce = () => {
    stopAlerts();
    stopConfirmations();
    const container = document.createElement('div');
    container.dataset.noticeHost = '';
    document.body.append(container);
    createRoot(container).render(<NoticeHost />);
  };
  const stopAlerts = store.sub(alertsAtom, mountOnce);
  const stopConfirmations = store.sub(confirmationAtom, mountOnce);
}
