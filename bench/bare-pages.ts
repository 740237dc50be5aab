import { sql } from 'kysely';
import { z } from 'zod';
import { bootPortal } from '../core/boot.ts';
import { renderDocument, type DocumentParts } from '../core/ssr/document.tsx';
import configInput from '../hono.config.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER, type DemoAccount } from './portal.ts';
import { adminCall, firstId, testedSet } from './tested-set.ts';

/** A page of the portal the bench measures: its name in the report, its path, and who asks for it. */
export interface PageUnderTest {
  name: string;
  path: string;
  as: 'admin' | 'customer';
}

/** Pages under test as JSON carries them: the baseline server's `/pages`, and the known pages handed to it. */
export const pagesUnderTest = z.array(z.object({ name: z.string(), path: z.string(), as: z.enum(['admin', 'customer']) }));

/** A page's bare render: the markup the portal rendered it as, rendered again from the same React elements. */
export interface BarePage extends PageUnderTest {
  render(): string;
}

/**
 * Boots the portal in this process on the database `env` names (seeding the demo lab when it is
 * empty), adds the tested set whose pages are measured (bench/tested-set.ts) unless the `known`
 * pages are given (a database it was added to before), asks the portal for each page once as the
 * demo admin or customer, and keeps the document each page was rendered from (the shell, sidebar
 * and page as React elements, with the data the page read). The database is closed before this
 * returns: a bare render is React alone, with no session, guard, query or middleware, so the
 * distance from it to the portal's page is the portal around the render.
 *
 * Only when it adds the set does it run the jobs due: the set's own (its QuickBooks sync, failing
 * with no connection, which its pages show), run as the portal under test would run them. With
 * `known` pages a portal has served the database since the set was added and ran them; running
 * whatever else is due would change the data under the pages (`portal pickups seed-scale` queues
 * no job, but a scheduled one, invoicing a day's pickups among 100,000, would write and take long).
 */
export async function captureBarePages(env: Record<string, string | undefined>, known?: readonly PageUnderTest[]): Promise<BarePage[]> {
  const documents = new Map<string, DocumentParts>();
  const booted = await bootPortal({
    configInput,
    env,
    observeDocuments: (path, document) => documents.set(path, document),
  });
  try {
    const { app } = booted.portal;
    const signIn = async (account: DemoAccount) => {
      const response = await app.request('/auth/local', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: account.email, password: account.password }),
      });
      const body = (await response.json()) as { token?: string };
      if (!body.token) throw new Error(`signing in ${account.email} answered ${response.status}: ${JSON.stringify(body)}`);
      return body.token;
    };
    const tokens = { admin: await signIn(DEMO_ADMIN), customer: await signIn(DEMO_CUSTOMER) };
    const { db } = booted.portal;
    let pages = known;
    if (!pages) {
      pages = await testedSet(
        adminCall((path, init) => Promise.resolve(app.request(path, init)), tokens.admin, 'http://localhost'),
        async (query) => firstId((await sql.raw<{ id: number }>(query).execute(db)).rows, query),
        booted.config.labTimeZone,
      );
      while ((await booted.portal.jobs.runDue()) > 0);
    }
    const captured: BarePage[] = [];
    for (const page of pages) {
      const response = await app.request(page.path, { headers: { authorization: `Bearer ${tokens[page.as]}` } });
      const body = await response.text();
      const document = documents.get(page.path);
      if (response.status !== 200 || !document) throw new Error(`${page.path} answered ${response.status}: ${body.slice(0, 300)}`);
      captured.push({ ...page, render: () => renderDocument(document) });
    }
    return captured;
  } finally {
    await booted.database.close();
  }
}
