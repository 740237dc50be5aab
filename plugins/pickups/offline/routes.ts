import { PUBLIC } from '../../../core/plugin/permissions.ts';
import type { PluginContext } from '../../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../../core/plugin/router.ts';
import { THEME_COLOR } from '../../../core/ssr/document.tsx';
import type { PickupsDatabase } from '../pickups.table.ts';
import { appIconPng } from './app-icon.server.ts';
import { DRIVER_SCOPE, ICON_SIZES, iconPath, MANIFEST_PATH, SERVICE_WORKER_PATH, TODAY_PATH } from './paths.ts';
import { serviceWorkerScript } from './service-worker.ts';

/**
 * The web app manifest of the driver's day: installed, it opens Today's Pickups on its own, under
 * the lab's name.
 * @example webAppManifest('Materials Testing Lab').start_url // '/admin/pickups/today'
 */
export function webAppManifest(labName: string) {
  return {
    name: `${labName}: Today's Pickups`,
    short_name: labName.length <= 12 ? labName : 'Pickups',
    description: "The driver's stops of the day, on the phone, with or without a network",
    start_url: TODAY_PATH,
    scope: DRIVER_SCOPE,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: ICON_SIZES.map((size) => ({ src: iconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any maskable' })),
  };
}

/**
 * What makes the driver's day work offline and installable: its service worker, its manifest and
 * its icons. They are public: a browser fetches a manifest and its icons without the session
 * cookie, and none of them says anything about the lab's work.
 */
export function driverAppRoutes(ctx: PluginContext<PickupsDatabase>, router: PortalRouter): void {
  router.get(SERVICE_WORKER_PATH, { permission: PUBLIC, summary: "The service worker of the driver's day", answers: 'file' }, (c) =>
    c.body(serviceWorkerScript(), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      // A browser checks its service worker for a new version on each visit; it is small.
      'cache-control': 'no-cache',
    }),
  );
  router.get(MANIFEST_PATH, { permission: PUBLIC, summary: "The web app manifest of the driver's day", answers: 'file' }, (c) =>
    c.body(JSON.stringify(webAppManifest(ctx.config.labName)), 200, {
      'content-type': 'application/manifest+json',
      'cache-control': 'public, max-age=3600',
    }),
  );
  for (const size of ICON_SIZES)
    router.get(iconPath(size), { permission: PUBLIC, summary: `The ${size} px icon of the installed driver's day`, answers: 'file' }, (c) =>
      c.body(appIconPng(size) as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' }),
    );
}
