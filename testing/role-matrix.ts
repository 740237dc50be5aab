import type { TestPortal } from './portal.ts';
import type { Role } from '../core/roles.ts';

/** Test support: the demo user of each role. */
export const DEMO_EMAIL: Record<Role, string> = {
  admin: 'admin@demo.lab',
  'customer-service': 'cs@demo.lab',
  driver: 'driver@demo.lab',
  technician: 'tech@demo.lab',
  customer: 'customer@demo.lab',
};

export const EVERY_ROLE = Object.keys(DEMO_EMAIL) as Role[];

export async function signInEveryRole(t: TestPortal): Promise<Record<Role, string>> {
  const tokens = {} as Record<Role, string>;
  for (const role of EVERY_ROLE) tokens[role] = (await t.signIn(DEMO_EMAIL[role])).token;
  return tokens;
}

export interface MatrixRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  json?: unknown;
  /** The roles let through; every other role gets 403, and a visitor 401. */
  allowed: readonly Role[];
  /** Pages answer 401/403 with the error page; ask for HTML as a browser does. */
  page?: boolean;
}

type Outcome = Record<string, number | string>;

/** What a route should answer each role: 'allowed', 403, and 401 (or the login redirect) for a visitor. */
export function expectedOutcomes(routes: readonly MatrixRoute[]): Outcome[] {
  return routes.map((route) => ({
    route: `${route.method} ${route.path}`,
    ...Object.fromEntries(EVERY_ROLE.map((role) => [role, route.allowed.includes(role) ? 'allowed' : 403])),
    visitor: route.page ? 302 : 401,
  }));
}

/**
 * Sends each route as every role and as a visitor. A role counts as allowed when it is not
 * refused (any status but 401 and 403): a 400 or 404 means it got past the permission check.
 * @example expect(await roleOutcomes(t, tokens, routes)).toEqual(expectedOutcomes(routes));
 */
export async function roleOutcomes(t: TestPortal, tokens: Record<Role, string>, routes: readonly MatrixRoute[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const route of routes) {
    const send = (token?: string) =>
      t.request(route.path, {
        method: route.method,
        ...(token ? { token } : {}),
        ...(route.json === undefined ? {} : { json: route.json }),
        ...(route.page ? { headers: { accept: 'text/html' } } : {}),
      });
    const outcome: Outcome = { route: `${route.method} ${route.path}` };
    for (const role of EVERY_ROLE) {
      const status = (await send(tokens[role])).status;
      outcome[role] = status === 401 || status === 403 ? status : 'allowed';
    }
    outcome.visitor = (await send()).status;
    outcomes.push(outcome);
  }
  return outcomes;
}
