import type { PageUnderTest } from './bare-pages.ts';
import { CONNECTIONS, measure, type Scenario } from './load.ts';
import { measurePages, portalHeaders } from './pages.ts';
import { signInAdmin, signInAloneMs, SIGN_IN_BODY, type PortalUnderTest } from './portal.ts';
import type { PortalResults } from './results.ts';

export const SIGN_INS = 2 * CONNECTIONS;
export const USERS_API_PATH = '/api/users?limit=50&sort=lastName:asc&search=a';

/** Sign-in first (its sessions do not disturb the rest), then the users API, then `/admin`, then the `pages`. */
export async function measurePortal(portal: PortalUnderTest, seconds: number, pages: readonly PageUnderTest[]): Promise<PortalResults> {
  const { token } = await signInAdmin(portal.url);
  const bearer = { authorization: `Bearer ${token}` };
  const signIn: Scenario = {
    name: 'sign-in',
    url: `${portal.url}/auth/local`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: SIGN_IN_BODY,
    // 32 requests queue behind a few hashes per second: seconds each, by design. Each
    // connection signs in twice, so every sign-in waits behind a full queue and is counted.
    amount: SIGN_INS,
    timeoutSeconds: 300,
    warmUp: false,
  };
  await expectOk(`${portal.url}${USERS_API_PATH}`, bearer);
  await expectOk(`${portal.url}/admin`, bearer);
  const alone = await signInAloneMs(portal.url);
  console.log(`  ${portal.name}: sign-in (a single one takes ${Math.round(alone)} ms)`);
  const signInResult = await measure(signIn, seconds);
  // The server still hashes the sign-ins autocannon gave up on when its time ran out. One more
  // sign-in queues behind them (the hashing thread pool is first in, first out), so once it is
  // answered the server is idle again and the next figures are not theirs.
  await signInAdmin(portal.url);
  console.log(`  ${portal.name}: users table API`);
  const usersApi = await measure({ name: 'users API', url: `${portal.url}${USERS_API_PATH}`, headers: bearer }, seconds);
  console.log(`  ${portal.name}: /admin page`);
  const adminPage = await measure({ name: '/admin', url: `${portal.url}/admin`, headers: bearer }, seconds);
  console.log(`  ${portal.name}: the pages`);
  const pageResults = await measurePages(portal.url, pages, await portalHeaders(portal.url), seconds);
  return { database: portal.database, signIn: signInResult, usersApi, adminPage, signInAloneMs: alone, pages: pageResults };
}

/** A route that does not answer 200 before the run would only measure its error page. */
export async function expectOk(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return body;
}
