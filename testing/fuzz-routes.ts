import * as fc from 'fast-check';
import { sql } from 'kysely';
import { openApiPath, type DeclaredRoute } from '../core/plugin/router.ts';
import { arbitraryFor, queryArbitrary, seedOf, showsStackTrace, type JsonSchema, type Mode } from './fuzz.ts';
import type { TestPortal } from './portal.ts';
import { ABSENT_ID, sessionFor } from './route-matrix.ts';

/** Tables a refused request may write by design: its log line, the sessions the fuzzer mints, throttle counts. */
const WRITTEN_BY_REFUSALS = new Set(['logs', 'sessions', 'rate_limits', 'login_failures']);

/** Path texts that name no record: out of range, negative, not a number, escapes. */
const HOSTILE_PATH_VALUES = ['0', '-1', '99999999999', '1.5', '1e3', 'abc', '%00', '%5C', '..%2F..', 'x'.repeat(300)];

interface Operation {
  parameters?: Array<{ name: string; in: 'path' | 'query'; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzReport {
  /** API routes the document does not describe (none, when every route is declared through a router). */
  undescribed: string[];
  /** One line per route that failed: the request, what went wrong, and fast-check's seed and path. */
  failures: string[];
}

/**
 * Fuzzes every API route of a test portal: bodies, queries and path values drawn from the route's
 * schemas in the portal's own API document, shaped or hostile, as an admin and as a customer.
 * A route fails when an answer is a 5xx, shows a stack trace, or refuses a write (4xx) after
 * changing a table's row count. Each route's cases come from a seed of its own name, so a
 * failure reproduces; there is no shrinking, to keep the run's length fixed.
 */
export async function fuzzRoutes(
  t: TestPortal,
  runsPerRoute: number,
  only: (route: DeclaredRoute) => boolean = () => true,
): Promise<FuzzReport> {
  const adminToken = await sessionFor(t.db, 'admin');
  const document = (await (await t.request('/api/openapi.json', { token: adminToken! })).json()) as ApiDocument;
  const found = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely%'`.execute(t.db);
  const tables = found.rows.map((row) => row.name).filter((name) => !WRITTEN_BY_REFUSALS.has(name));
  const rowCounts = async () => {
    const columns = tables.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ');
    return JSON.stringify((await sql`select ${sql.raw(columns)}`.execute(t.db)).rows[0]);
  };

  const report: FuzzReport = { undescribed: [], failures: [] };
  for (const route of t.portal.routes.filter((candidate) => candidate.kind === 'api' && only(candidate))) {
    // A path kept with a trailing slash is documented once, as the same path without it.
    const operation = document.paths[openApiPath(route.path.replace(/(.)\/$/, '$1'))]?.[route.method.toLowerCase()];
    if (!operation) {
      report.undescribed.push(`${route.method} ${route.path}`);
      continue;
    }
    const outcome = await fc.check(
      fc.asyncProperty(requestsFor(route, operation), async ({ identity, params, query, body }) => {
        const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_match, parameter: string) => params[parameter]!);
        const search = new URLSearchParams(query).toString();
        const token = await sessionFor(t.db, identity);
        const before = route.method === 'GET' ? undefined : await rowCounts();
        const response = await t.request(`${path}${search ? `?${search}` : ''}`, {
          method: route.method,
          token: token!,
          // An address per request: the throttles of the public routes would otherwise answer 429 to the rest.
          headers: {
            'x-test-ip': `10.${(seedOf(search + path) >>> 16) & 255}.${(seedOf(search + path) >>> 8) & 255}.${seedOf(search + path) & 255}`,
          },
          ...(body === undefined ? {} : { json: body }),
        });
        const text = await response.text();
        const problem =
          response.status >= 500
            ? `answered ${response.status}: ${text.slice(0, 200)}`
            : showsStackTrace(text)
              ? `showed a stack trace: ${text.slice(0, 300)}`
              : before && response.status >= 400 && (await rowCounts()) !== before
                ? `refused with ${response.status} but changed a table's row count`
                : undefined;
        if (problem)
          throw new Error(`${route.method} ${path}?${search} as ${identity} with ${JSON.stringify(body)?.slice(0, 300)}: ${problem}`);
      }),
      { numRuns: runsPerRoute, seed: seedOf(`${route.method} ${route.path}`), endOnFailure: true },
    );
    if (outcome.failed)
      report.failures.push(
        `${outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance)} (seed ${outcome.seed}, path ${outcome.counterexamplePath})`,
      );
  }
  return report;
}

/** Requests for one route: half of the same shape as its schemas, half hostile. */
function requestsFor(route: DeclaredRoute, operation: Operation) {
  const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const queryParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  // The first demo record, or for a delete one that does not exist, so that the demo data stays whole.
  const sample = route.method === 'DELETE' ? String(ABSENT_ID) : '1';
  const hostilePath = fc.oneof(
    { weight: 3, arbitrary: fc.constant(sample) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_PATH_VALUES) },
  );
  const requestIn = (mode: Mode) =>
    fc.record({
      identity: fc.constantFrom('admin' as const, 'customer' as const),
      params: fc.record(
        Object.fromEntries(pathParameters.map((parameter) => [parameter.name, mode === 'shaped' ? fc.constant(sample) : hostilePath])),
      ),
      query: queryArbitrary(queryParameters, mode),
      body: bodySchema ? arbitraryFor(bodySchema, mode) : fc.constant(route.method === 'GET' ? undefined : {}),
    });
  return fc.oneof(requestIn('shaped'), requestIn('hostile'));
}
