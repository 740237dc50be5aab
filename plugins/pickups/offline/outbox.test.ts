import { describe, expect, it } from 'vitest';
import {
  flushOutbox,
  newEntry,
  outboxSummary,
  sendAgain,
  type OutboxEntry,
  type OutboxSender,
  type OutboxStore,
  type SendOutcome,
} from './outbox.ts';

/** The outbox kept in a Map, as IndexedDB keeps it on the phone (copies in, copies out). */
function memoryStore(): OutboxStore & { entries: Map<string, OutboxEntry> } {
  const entries = new Map<string, OutboxEntry>();
  return {
    entries,
    all: async () => [...entries.values()].map((entry) => structuredClone(entry)),
    put: async (entry) => void entries.set(entry.clientId, structuredClone(entry)),
    remove: async (clientId) => void entries.delete(clientId),
  };
}

const body = {
  arrivalTime: '09:05',
  departureTime: '09:20',
  odomStart: '',
  odomFinish: '',
  driverNotes: '',
  releasedBy: 'Foreman',
  collected: [],
  signature: 'data:image/png;base64,AA==',
  version: 3,
};
const photo = (key: string) => ({ key, image: new Blob(['photo']) });

/** A sender that answers from a script per call and writes down what it was asked, in order. */
function scripted(answers: Record<string, SendOutcome[]>): OutboxSender & { calls: string[] } {
  const calls: string[] = [];
  const next = (call: string): SendOutcome => {
    calls.push(call);
    return answers[call]?.shift() ?? { outcome: 'sent' };
  };
  return {
    calls,
    record: async (entry) => next(`record ${entry.pickupNumber} v${entry.body.version} ${entry.clientId}`),
    photo: async (entry, index) => next(`photo ${entry.pickupNumber} ${entry.photos[index]!.key}`),
  };
}

const entry = (clientId: string, seq: number, pickupNumber: number, photos: string[] = []) =>
  newEntry({ clientId, seq, pickupId: pickupNumber - 1000, pickupNumber, body, photos: photos.map(photo) });

describe("the driver's outbox", () => {
  it('sends the Pick Ups in the order they were recorded, each record before its photos, and empties', async () => {
    const store = memoryStore();
    await store.put(entry('b', 20, 1002, ['b1']));
    await store.put(entry('a', 10, 1001, ['a1', 'a2']));
    const sender = scripted({});
    expect(await flushOutbox(store, sender)).toEqual({ sent: 2, stopped: false });
    expect(sender.calls).toEqual(['record 1001 v3 a', 'photo 1001 a1', 'photo 1001 a2', 'record 1002 v3 b', 'photo 1002 b1']);
    expect(store.entries.size).toBe(0);
  });

  it('carries the phone’s own id in what it sends, so that a resend is known', () => {
    expect(entry('id-1', 1, 1001).body.clientId).toBe('id-1');
  });

  it('stops at the first failed send without the network, keeps the order, and resumes where it stopped', async () => {
    const store = memoryStore();
    await store.put(entry('a', 1, 1001, ['a1', 'a2']));
    await store.put(entry('b', 2, 1002));
    const offline = scripted({ 'photo 1001 a2': [{ outcome: 'unreachable' }] });
    expect(await flushOutbox(store, offline)).toEqual({ sent: 0, stopped: true });
    // Nothing of the later Pick Up went first.
    expect(offline.calls).toEqual(['record 1001 v3 a', 'photo 1001 a1', 'photo 1001 a2']);
    expect(store.entries.get('a')).toMatchObject({ recorded: true, photosSent: 1, attempts: 1, state: 'waiting' });

    const back = scripted({});
    expect(await flushOutbox(store, back)).toEqual({ sent: 2, stopped: false });
    // The record is not sent again, nor the photo the server has: only what is missing.
    expect(back.calls).toEqual(['photo 1001 a2', 'record 1002 v3 b']);
  });

  it('retries a record whose answer was lost with the same id (the server answers it as done)', async () => {
    const store = memoryStore();
    await store.put(entry('a', 1, 1001));
    const lost = scripted({ 'record 1001 v3 a': [{ outcome: 'unreachable' }, { outcome: 'unreachable' }] });
    await flushOutbox(store, lost);
    await flushOutbox(store, lost);
    expect(store.entries.get('a')?.attempts).toBe(2);
    await flushOutbox(store, lost);
    expect(lost.calls).toEqual(['record 1001 v3 a', 'record 1001 v3 a', 'record 1001 v3 a']);
    expect(store.entries.size).toBe(0);
  });

  it('keeps a conflict with its message and its photos, and goes on with the next pickup', async () => {
    const store = memoryStore();
    await store.put(entry('a', 1, 1001, ['a1']));
    await store.put(entry('b', 2, 1002));
    const sender = scripted({ 'record 1001 v3 a': [{ outcome: 'conflict', message: 'The record was changed by someone else' }] });
    expect(await flushOutbox(store, sender)).toEqual({ sent: 1, stopped: false });
    expect(sender.calls).toEqual(['record 1001 v3 a', 'record 1002 v3 b']);
    const kept = store.entries.get('a')!;
    expect(kept).toMatchObject({ state: 'conflict', message: 'The record was changed by someone else', recorded: false, photosSent: 0 });
    expect(kept.photos.map((one) => one.key)).toEqual(['a1']);
    expect(await outboxSummary(store)).toMatchObject({ waiting: 1, attention: [{ clientId: 'a', state: 'conflict' }] });

    // A conflict is not sent again on its own: the driver decides.
    const later = scripted({});
    await flushOutbox(store, later);
    expect(later.calls).toEqual([]);
  });

  it('sends a conflict again, once the driver says so, with the version the pickup has now and the same id', async () => {
    const store = memoryStore();
    await store.put(entry('a', 1, 1001, ['a1']));
    await flushOutbox(store, scripted({ 'record 1001 v3 a': [{ outcome: 'conflict', message: 'Changed' }] }));
    await sendAgain(store, 'a', 5);
    const sender = scripted({});
    expect(await flushOutbox(store, sender)).toEqual({ sent: 1, stopped: false });
    expect(sender.calls).toEqual(['record 1001 v5 a', 'photo 1001 a1']);
  });

  it('keeps a refusal with the field messages for the form', async () => {
    const store = memoryStore();
    await store.put(entry('a', 1, 1001));
    const refusal = {
      outcome: 'refused',
      message: 'Enter who released the samples',
      fields: { releasedBy: 'Enter who released the samples' },
    } as const;
    await flushOutbox(store, scripted({ 'record 1001 v3 a': [refusal] }));
    expect(store.entries.get('a')).toMatchObject({ state: 'refused', fields: { releasedBy: 'Enter who released the samples' } });
  });
});
