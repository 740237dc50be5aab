import { measure, type LoadResult } from './load.ts';
import { signInAdmin, type PortalUnderTest } from './portal.ts';
import { expectOk } from './scenarios.ts';

/** The break list's default view: untested specimens of received pickups, oldest test date first. */
export const BREAK_LIST_QUERY = `limit=50&sort=testDate:asc&conditions=${encodeURIComponent(JSON.stringify({ tested: false }))}`;
/** A technician looking for one pickup's specimens by its number. */
export const BREAK_SEARCH_QUERY = 'limit=50&sort=testDate:asc&search=1234';

export interface BreakListResults {
  specimens: number;
  defaultView: LoadResult;
  search: LoadResult;
}

/** `GET /api/break-report` on a portal over the seeded database: the default view, then a search. */
export async function measureBreakList(portal: PortalUnderTest, specimens: number, seconds: number): Promise<BreakListResults> {
  const { token } = await signInAdmin(portal.url);
  const bearer = { authorization: `Bearer ${token}` };
  const url = (query: string) => `${portal.url}/api/break-report?${query}`;
  await expectOk(url(BREAK_LIST_QUERY), bearer);
  console.log(`  ${portal.database}: break list API, default view`);
  const defaultView = await measure({ name: 'break list API', url: url(BREAK_LIST_QUERY), headers: bearer }, seconds);
  console.log(`  ${portal.database}: break list API, search by pickup number`);
  const search = await measure({ name: 'break list search', url: url(BREAK_SEARCH_QUERY), headers: bearer }, seconds);
  return { specimens, defaultView, search };
}
