import { PORTAL_CLIENT_HEADERS } from '../../shared/portal-client.ts';

/**
 * `fetch` as the portal's pages call their own server: with the session cookie and the portal
 * client's header, without which the server refuses a call that changes something (decision
 * 170). Every call of a page goes through here or through the API client built on it.
 * @example await portalFetch('/api/uploads', { method: 'POST', body: form });
 */
export function portalFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(PORTAL_CLIENT_HEADERS)) headers.set(name, value);
  return fetch(input, { credentials: 'include', ...init, headers });
}
