import { pagesUnderTest, type PageUnderTest } from './bare-pages.ts';
import { measure, type LoadResult } from './load.ts';
import { DEMO_CUSTOMER, signInAdmin, signInAs } from './portal.ts';
import { expectOk } from './scenarios.ts';

/** Issue 29 asks each page's p95 at this many connections. */
export const PAGE_CONNECTIONS = 8;

/** A page measured at PAGE_CONNECTIONS, with the size of its markup. */
export interface PageResult {
  name: string;
  bytes: number;
  result: LoadResult;
}

/** The pages the baseline server renders bare, as its `/pages` lists them. */
export async function barePagesOf(baselineUrl: string): Promise<PageUnderTest[]> {
  return pagesUnderTest.parse(JSON.parse(await expectOk(`${baselineUrl}/pages`)));
}

/** The bearer header of the demo admin or customer for each page; none for the baseline, which has no sessions. */
export type PageHeaders = (page: PageUnderTest) => Record<string, string>;

/** Signs the demo admin and customer in to the portal at `url`, for its pages. */
export async function portalHeaders(url: string): Promise<PageHeaders> {
  const tokens = { admin: (await signInAdmin(url)).token, customer: (await signInAs(url, DEMO_CUSTOMER)).token };
  return (page) => ({ authorization: `Bearer ${tokens[page.as]}` });
}

/** Each page at `url`, one after another, at PAGE_CONNECTIONS. */
export async function measurePages(
  url: string,
  pages: readonly PageUnderTest[],
  headers: PageHeaders,
  seconds: number,
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const page of pages) {
    const body = await expectOk(`${url}${page.path}`, headers(page));
    console.log(`  ${page.name} (${page.path}), ${PAGE_CONNECTIONS} connections`);
    const result = await measure(
      { name: page.name, url: `${url}${page.path}`, headers: headers(page), connections: PAGE_CONNECTIONS },
      seconds,
    );
    results.push({ name: page.name, bytes: Buffer.byteLength(body), result });
  }
  return results;
}

/**
 * A page's markup without what differs between two answers of the same page: the request's CSP
 * nonces, and the time of day a form offers as its default (the bare render's is of its capture).
 */
const comparable = (html: string) => html.replace(/ nonce="[^"]*"/g, '').replace(/\b\d{1,2}:\d{2} [AP]M\b/g, 'h:mm');

/** The pages whose bare render is not the markup the portal serves (nonces and clock aside): their ratios compare unlike pages. */
export async function differingPages(
  portalUrl: string,
  baselineUrl: string,
  pages: readonly PageUnderTest[],
  headers: PageHeaders,
): Promise<string[]> {
  const differing: string[] = [];
  for (const page of pages) {
    const served = await expectOk(`${portalUrl}${page.path}`, headers(page));
    const bare = await expectOk(`${baselineUrl}${page.path}`);
    if (comparable(served) !== comparable(bare)) differing.push(page.name);
  }
  return differing;
}
