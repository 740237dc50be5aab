/**
 * The driver's outbox: Pick Ups recorded on the phone, kept until the server has them. The rules
 * are here, apart from where they are kept (IndexedDB in the browser, a list in the tests) and how
 * they are sent (`fetch`), so that the order, the retry and the conflicts are tested without a browser.
 */

/** What the Pick Up form sends as `PUT /api/pickups/{id}/record`, with the version its page showed. */
export interface RecordBody {
  arrivalTime: string;
  departureTime: string;
  odomStart: string;
  odomFinish: string;
  driverNotes: string;
  releasedBy: string;
  collected: Array<{ sampleId: number; qty: string | undefined }>;
  signature: string | null;
  version: number;
  /** The phone's own id of this Pick Up (the entry's `clientId`): a resend is answered, not recorded twice. */
  clientId: string;
}

/**
 * One Pick Up waiting to be sent: `waiting` until the server has it; `conflict` when the office
 * changed the pickup meanwhile (409); `refused` when the server turned it down for another reason.
 * A conflict or a refusal stays, with the server's message, until the driver sends it again or
 * discards it: nothing recorded on the phone is dropped on its own.
 */
export interface OutboxEntry {
  clientId: string;
  /** The order it was recorded in: entries are sent oldest first. */
  seq: number;
  pickupId: number;
  pickupNumber: number;
  body: RecordBody;
  /** The photos of the samples, sent after the record under `pickup_{id}`, each with its own key (a UUID). */
  photos: Array<{ key: string; image: Blob }>;
  /** Whether the server has the record; then how many of the photos it has. */
  recorded: boolean;
  photosSent: number;
  state: 'waiting' | 'conflict' | 'refused';
  message: string | null;
  /** Field messages of a refusal, for the form that can show them. */
  fields: Record<string, string> | null;
  /** Tries that found no network (or a server that did not answer). */
  attempts: number;
}

/** Where the entries are kept. */
export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(clientId: string): Promise<void>;
}

/**
 * What one send gave: `sent` (the server has it), `conflict` (409), `refused` (any other 4xx,
 * with the server's message) or `unreachable` (no network, or a server error: try again later).
 */
export type SendOutcome =
  | { outcome: 'sent' }
  | { outcome: 'conflict' | 'refused'; message: string; fields?: Record<string, string> | undefined }
  | { outcome: 'unreachable' };

/** How the entries reach the server. */
export interface OutboxSender {
  record(entry: OutboxEntry): Promise<SendOutcome>;
  photo(entry: OutboxEntry, index: number): Promise<SendOutcome>;
}

export interface FlushResult {
  /** Pick Ups the server now has in full (record and photos). */
  sent: number;
  /** Whether the network failed: the rest waits for the next try. */
  stopped: boolean;
}

/** A new entry for a Pick Up recorded on the phone. */
export function newEntry(input: {
  clientId: string;
  seq: number;
  pickupId: number;
  pickupNumber: number;
  body: Omit<RecordBody, 'clientId'>;
  photos: OutboxEntry['photos'];
}): OutboxEntry {
  return {
    clientId: input.clientId,
    seq: input.seq,
    pickupId: input.pickupId,
    pickupNumber: input.pickupNumber,
    body: { ...input.body, clientId: input.clientId },
    photos: input.photos,
    recorded: false,
    photosSent: 0,
    state: 'waiting',
    message: null,
    fields: null,
    attempts: 0,
  };
}

/** The entries in the order they were recorded. */
export async function entriesInOrder(store: OutboxStore): Promise<OutboxEntry[]> {
  return (await store.all()).sort((a, b) => a.seq - b.seq);
}

/** How many Pick Ups wait to be sent, and which need the driver (a conflict or a refusal). */
export async function outboxSummary(store: OutboxStore) {
  const entries = await entriesInOrder(store);
  return { waiting: entries.length, attention: entries.filter((entry) => entry.state !== 'waiting') };
}

/** Sends one entry as far as it goes; the outcome that stopped it, or `sent` once the server has it all. */
async function sendEntry(store: OutboxStore, sender: OutboxSender, entry: OutboxEntry): Promise<SendOutcome> {
  if (!entry.recorded) {
    const outcome = await sender.record(entry);
    if (outcome.outcome !== 'sent') return outcome;
    entry.recorded = true;
    await store.put(entry);
  }
  while (entry.photosSent < entry.photos.length) {
    const outcome = await sender.photo(entry, entry.photosSent);
    if (outcome.outcome !== 'sent') return outcome;
    entry.photosSent += 1;
    await store.put(entry);
  }
  return { outcome: 'sent' };
}

/**
 * Sends the waiting entries oldest first. A conflict or a refusal is kept on its entry and the
 * next entry goes on (another pickup's record does not wait for it); no network stops the round,
 * so that nothing is sent out of order, and the entry counts the try.
 */
export async function flushOutbox(store: OutboxStore, sender: OutboxSender): Promise<FlushResult> {
  let sent = 0;
  for (const entry of await entriesInOrder(store)) {
    if (entry.state !== 'waiting') continue;
    const outcome = await sendEntry(store, sender, entry);
    if (outcome.outcome === 'sent') {
      await store.remove(entry.clientId);
      sent += 1;
    } else if (outcome.outcome === 'unreachable') {
      await store.put({ ...entry, attempts: entry.attempts + 1 });
      return { sent, stopped: true };
    } else {
      await store.put({ ...entry, state: outcome.outcome, message: outcome.message, fields: outcome.fields ?? null });
    }
  }
  return { sent, stopped: false };
}

/**
 * The driver, having read the conflict, sends the Pick Up again over the office's change: with
 * the pickup's version as it is now. Its id stays: the server never recorded it.
 */
export async function sendAgain(store: OutboxStore, clientId: string, currentVersion: number): Promise<void> {
  const entry = (await store.all()).find((candidate) => candidate.clientId === clientId);
  if (!entry) return;
  await store.put({ ...entry, body: { ...entry.body, version: currentVersion }, state: 'waiting', message: null, fields: null });
}
