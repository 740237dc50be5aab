/** Where the driver's day lives: the service worker's scope and the pages it keeps. */
export const DRIVER_SCOPE = '/admin/pickups/';
export const SERVICE_WORKER_PATH = '/admin/pickups/service-worker.js';
export const MANIFEST_PATH = '/admin/pickups/manifest.webmanifest';
export const TODAY_PATH = '/admin/pickups/today';
/** The icons of the installed app, PNG squares of these sizes. */
export const ICON_SIZES = [192, 512] as const;
export const iconPath = (size: number) => `/admin/pickups/icon-${size}.png`;
