import { useEffect, useState } from 'react';
import { portalFetch } from '../../../web/api/portal-fetch.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { confirmAction, showError } from '../../../web/ui/index.ts';
import { sendWaiting } from '../offline/driver-outbox.ts';
import { indexedDbOutbox, OUTBOX_CHANGED } from '../offline/idb-store.ts';
import { keepPagesOffline } from '../offline/keep-pages.ts';
import { OFFLINE_MESSAGES as M } from '../offline/messages.ts';
import { outboxSummary, sendAgain, type OutboxEntry } from '../offline/outbox.ts';
import type { DriverOfflineProps } from './offline-props.ts';
export { driverOfflinePropsSchema as props } from './offline-props.ts';

/** A Pick Up the server did not take: what it said, kept on the phone until the driver acts. */
function Attention({ entry }: { entry: OutboxEntry }) {
  const retry = async () => {
    const response = await portalFetch(`/api/pickups/${entry.pickupId}`).catch(() => null);
    const body = response?.ok ? ((await response.json()) as { pickup?: { version?: number } }) : null;
    const version = body?.pickup?.version;
    if (version === undefined) return showError(M.offline);
    await sendAgain(indexedDbOutbox, entry.clientId, version);
    await sendWaiting();
  };
  const discard = async () => {
    if (await confirmAction({ message: M.discardQuestion(entry.pickupNumber), confirmLabel: M.discard }))
      await indexedDbOutbox.remove(entry.clientId);
  };
  const text = entry.message ?? '';
  return (
    <li className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-conflict={entry.pickupNumber}>
      <p role="alert">{entry.state === 'conflict' ? M.conflict(entry.pickupNumber) : M.refused(entry.pickupNumber, text)}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button onClick={() => void retry()}>{M.sendAgain}</Button>
        <Button variant="secondary" onClick={() => void discard()}>
          {M.discard}
        </Button>
      </div>
    </li>
  );
}

/**
 * The driver's bar above the day: online or not, how many changes wait to be sent, and the Pick
 * Ups the server did not take. It keeps the day's pages on the phone and sends what waits when
 * the network comes back.
 */
export default function DriverOffline({ keep, reloadAfterSend }: DriverOfflineProps) {
  // The server renders "Online": the browser's own state is read once hydrated.
  const [online, setOnline] = useState(true);
  const [kept, setKept] = useState(false);
  const [summary, setSummary] = useState<{ waiting: number; attention: OutboxEntry[] }>({ waiting: 0, attention: [] });

  useEffect(() => {
    const count = () => void outboxSummary(indexedDbOutbox).then(setSummary);
    const send = async () => {
      const result = await sendWaiting();
      if (result.sent > 0 && reloadAfterSend) location.reload();
    };
    const goneOnline = () => {
      setOnline(true);
      void send();
      void keepPagesOffline(keep).then(setKept);
    };
    const goneOffline = () => setOnline(false);
    // oxlint-disable-next-line react/set-state-in-effect -- the browser's network state is an outside system read once
    setOnline(navigator.onLine);
    count();
    if (navigator.onLine) goneOnline();
    window.addEventListener(OUTBOX_CHANGED, count);
    window.addEventListener('online', goneOnline);
    window.addEventListener('offline', goneOffline);
    return () => {
      window.removeEventListener(OUTBOX_CHANGED, count);
      window.removeEventListener('online', goneOnline);
      window.removeEventListener('offline', goneOffline);
    };
  }, [keep, reloadAfterSend]);

  return (
    <div className="mb-4 space-y-2">
      <div
        role="status"
        aria-label="Network and changes to send"
        className={`flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md px-3 py-2 text-sm ${online ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-900 text-white'}`}
        data-online={online}
        data-waiting={summary.waiting}
      >
        <span className="font-semibold">{online ? M.online : M.offline}</span>
        <span>{summary.waiting === 0 ? M.nothingWaiting : M.waiting(summary.waiting)}</span>
        {kept && <span>{M.kept}</span>}
      </div>
      {summary.attention.length > 0 && (
        <ul className="space-y-2" aria-label="Pick Ups the server did not take">
          {summary.attention.map((entry) => (
            <Attention key={entry.clientId} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}
