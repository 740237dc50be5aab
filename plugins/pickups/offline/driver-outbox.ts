import { fetchSender } from './fetch-sender.ts';
import { indexedDbOutbox } from './idb-store.ts';
import { flushOutbox, type FlushResult } from './outbox.ts';

let round: Promise<FlushResult> = Promise.resolve({ sent: 0, stopped: false });

/**
 * Sends what waits in the phone's outbox. Rounds run one after another, never side by side (the
 * form's save, the page's start and the network's return may all ask at once), so entries keep
 * their order and none is sent twice at the same time.
 */
export function sendWaiting(): Promise<FlushResult> {
  round = round.catch(() => undefined).then(() => flushOutbox(indexedDbOutbox, fetchSender));
  return round;
}
