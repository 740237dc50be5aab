import type { OutboxEntry, OutboxStore } from './outbox.ts';

const DATABASE = 'portal-driver';
const ENTRIES = 'outbox';
/** Fired on the window after every change, so the page's counts follow (`addEventListener(OUTBOX_CHANGED, ...)`). */
export const OUTBOX_CHANGED = 'portal-outbox-changed';

/** A request's result as a promise. */
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
  });
}

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(ENTRIES, { keyPath: 'clientId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opened = null;
      reject(request.error ?? new Error('IndexedDB failed'));
    };
  });
  return opened;
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const transaction = (await database()).transaction(ENTRIES, mode);
  // A write counts once its transaction is committed, not when its request succeeded.
  const committed = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
  });
  const result = await done(work(transaction.objectStore(ENTRIES)));
  await committed;
  if (mode === 'readwrite') window.dispatchEvent(new Event(OUTBOX_CHANGED));
  return result;
}

/**
 * The outbox kept in the phone's IndexedDB (photos as Blobs, which it stores as they are): a few
 * lines over the browser's own API rather than a library, as the driver's page has a weight budget.
 */
export const indexedDbOutbox: OutboxStore = {
  all: () => inStore('readonly', (store) => store.getAll() as IDBRequest<OutboxEntry[]>),
  put: async (entry) => {
    await inStore('readwrite', (store) => store.put(entry));
  },
  remove: async (clientId) => {
    await inStore('readwrite', (store) => store.delete(clientId));
  },
};
