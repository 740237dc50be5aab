import { DRIVER_SCOPE, SERVICE_WORKER_PATH } from './paths.ts';

/**
 * Registers the driver's service worker and asks it to keep these pages (and the scripts and
 * styles they load) for offline use. Resolves true once they are kept, false where the browser
 * has no service workers or the network failed (the pages kept before stay).
 */
export async function keepPagesOffline(paths: readonly string[]): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registered = await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: DRIVER_SCOPE }).catch(() => null);
  if (!registered) return false;
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return false;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ kept: boolean }>) => resolve(event.data.kept);
    worker.postMessage({ keep: paths }, [channel.port2]);
  });
}
