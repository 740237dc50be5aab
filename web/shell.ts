import { portalFetch } from './api/portal-fetch.ts';
import { clearTableCache } from './table/cache.ts';

/**
 * The shell's only script: the phone drawer, the account menu, logout and Back to Admin.
 * Plain DOM code so that a page without islands loads nothing else.
 */
const drawer = document.querySelector<HTMLElement>('[data-drawer]');
const overlay = document.querySelector<HTMLElement>('[data-drawer-overlay]');
const drawerToggle = document.querySelector<HTMLButtonElement>('[data-drawer-toggle]');

function setDrawer(open: boolean): void {
  if (!drawer) return;
  drawer.toggleAttribute('data-open', open);
  if (overlay) overlay.hidden = !open;
  drawerToggle?.setAttribute('aria-expanded', String(open));
}

drawerToggle?.addEventListener('click', () => setDrawer(!drawer?.hasAttribute('data-open')));
overlay?.addEventListener('click', () => setDrawer(false));
// The drawer closes on every route change: following a link, or coming back from the page cache.
drawer?.addEventListener('click', (event) => {
  if ((event.target as Element).closest('a')) setDrawer(false);
});
window.addEventListener('pageshow', () => setDrawer(false));

const menuButton = document.querySelector<HTMLButtonElement>('[data-account-button]');
const menuItems = document.querySelector<HTMLElement>('[data-account-items]');

function setMenu(open: boolean): void {
  if (!menuItems || !menuButton) return;
  menuItems.hidden = !open;
  menuButton.setAttribute('aria-expanded', String(open));
  if (open) menuItems.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
}

menuButton?.addEventListener('click', (event) => {
  event.stopPropagation();
  setMenu(menuItems?.hidden === true);
});
document.addEventListener('click', (event) => {
  if (!(event.target as Element).closest('[data-account-menu]')) setMenu(false);
});
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  setMenu(false);
  setDrawer(false);
});

async function post(path: string): Promise<void> {
  await portalFetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
}

document.querySelector('[data-logout]')?.addEventListener('click', async () => {
  await post('/api/logout');
  clearTableCache();
  location.assign('/login');
});

document.querySelector('[data-back-to-admin]')?.addEventListener('click', async () => {
  await post('/api/session/end-impersonation');
  clearTableCache();
  location.assign('/admin');
});
