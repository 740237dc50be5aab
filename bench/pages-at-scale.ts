import type { PageUnderTest } from './bare-pages.ts';
import { differingPages, measurePages, PAGE_CONNECTIONS, portalHeaders, type PageHeaders, type PageResult } from './pages.ts';
import { startBaseline, type PortalUnderTest } from './portal.ts';

/** The tested set's pages on the database at scale, each beside its bare render from that same database. */
export interface PagesAtScale {
  /** The portal's pages at PAGE_CONNECTIONS. */
  served: PageResult[];
  /** Their bare renders at PAGE_CONNECTIONS, captured from the database at scale: the same pages, grown with the data. */
  bare: PageResult[];
  /** The pages whose bare render is not what the portal served (nonces and clock aside): their shares compare unlike pages. */
  differing: string[];
}

/**
 * A second baseline server boots on the database at scale and keeps the bare renders of the
 * tested set's `pages`; each is compared with the page the portal serves and measured, and the
 * baseline is stopped before the portal's pages are measured, so only one server is busy at a time.
 */
export async function measurePagesAtScale(
  portal: PortalUnderTest,
  databaseUrl: string,
  pages: readonly PageUnderTest[],
  seconds: number,
): Promise<PagesAtScale> {
  console.log(`  ${portal.database}: a baseline server keeping the pages' bare renders at scale`);
  const baseline = await startBaseline({ databaseUrl, known: pages });
  const headers = await portalHeaders(portal.url);
  const { differing, bare } = await bareRenders(portal.url, baseline.url, pages, headers, seconds).finally(() => baseline.stop());
  console.log(`  ${portal.database}: the pages`);
  const served = await measurePages(portal.url, pages, headers, seconds);
  return { served, bare, differing };
}

/** The bare renders at `baselineUrl` checked against the portal's pages, then measured. */
async function bareRenders(
  portalUrl: string,
  baselineUrl: string,
  pages: readonly PageUnderTest[],
  headers: PageHeaders,
  seconds: number,
): Promise<Pick<PagesAtScale, 'bare' | 'differing'>> {
  const differing = await differingPages(portalUrl, baselineUrl, pages, headers);
  console.log(`  bare renders of the pages at scale (${PAGE_CONNECTIONS} connections)`);
  const bare = await measurePages(baselineUrl, pages, () => ({}), seconds);
  return { bare, differing };
}
