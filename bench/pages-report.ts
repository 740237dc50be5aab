import type { PagesAtScale } from './pages-at-scale.ts';
import { PAGE_CONNECTIONS, type PageResult } from './pages.ts';
import { formatCount, formatMs, formatRate, ratio, type BenchResults } from './results.ts';

/**
 * Issue 29's goals for each page: its share of the bare render by database, and its p95 at
 * PAGE_CONNECTIONS (asked at 100,000 pickups; the run measures the demo lab and its tested set,
 * then on PostgreSQL the same pages again, beside their bare renders again, once the database
 * holds the pickups at scale).
 */
export const PAGE_TARGETS = { shareOf: { PGlite: 0.25, PostgreSQL: 0.5 }, p95Ms: 50 } as const;

const shareTarget = (database: string) =>
  database.startsWith('PostgreSQL') ? PAGE_TARGETS.shareOf.PostgreSQL : PAGE_TARGETS.shareOf.PGlite;

export function pagesHeader(results: BenchResults): string[] {
  return [
    'Page',
    'KB',
    'Bare render req/s',
    'p95 ms',
    ...results.portals.flatMap((portal) => [`${portal.database} req/s`, 'share of bare', 'p95 ms']),
  ];
}

/** A row per page: its bare render, then each portal's figures and share of it. */
export function pagesTable(results: BenchResults): string[][] {
  return results.baselines.pages.map((bare) => [
    bare.name,
    (bare.bytes / 1024).toFixed(1),
    formatRate(bare.result.requestsPerSecond),
    formatMs(bare.result.p95),
    ...results.portals.flatMap((portal) => {
      const served = portal.pages.find((page) => page.name === bare.name);
      if (!served) return ['', '', ''];
      return [
        formatRate(served.result.requestsPerSecond),
        ratio(served.result.requestsPerSecond, bare.result.requestsPerSecond),
        formatMs(served.result.p95),
      ];
    }),
  ]);
}

/** Each of `pages` with its bare render and its share of it, for those the run rendered bare. */
function sharesOfBare(
  pages: readonly PageResult[],
  bare: readonly PageResult[],
): Array<{ page: PageResult; render: PageResult; share: number }> {
  return pages.flatMap((page) => {
    const render = bare.find((candidate) => candidate.name === page.name);
    return render ? [{ page, render, share: page.result.requestsPerSecond / render.result.requestsPerSecond }] : [];
  });
}

export const PAGES_AT_SCALE_HEADER = [
  'Page',
  'KB',
  'Bare render req/s',
  'Requests/s',
  'share of bare',
  'p95 ms',
  `Goal (≥ ${Math.round(PAGE_TARGETS.shareOf.PostgreSQL * 100)} %, p95 ≤ ${PAGE_TARGETS.p95Ms} ms) met`,
];

/** A row per page on PostgreSQL at scale: its bare render's rate there, its own figures and share of it, and whether it meets issue 29's goal. */
export function pagesAtScaleTable({ served, bare }: PagesAtScale): string[][] {
  return sharesOfBare(served, bare).map(({ page, render, share }) => [
    page.name,
    (page.bytes / 1024).toFixed(1),
    formatRate(render.result.requestsPerSecond),
    formatRate(page.result.requestsPerSecond),
    ratio(share, 1),
    formatMs(page.result.p95),
    share >= PAGE_TARGETS.shareOf.PostgreSQL && page.result.p95 <= PAGE_TARGETS.p95Ms ? 'yes' : 'NO',
  ]);
}

/** Whether each bare render at scale was the page the portal served there. */
export function pagesAtScaleCheck({ differing }: PagesAtScale): string {
  return differing.length === 0
    ? 'Each bare render was the page the portal served at scale, byte for byte but for nonces and the time of day.'
    : `Warning: the bare render of ${differing.join(', ')} differed from the page the portal served at scale.`;
}

/** The section's text above its table. */
export function pagesIntroduction(results: BenchResults): string {
  const { differing } = results.baselines;
  return [
    `Each page at ${PAGE_CONNECTIONS} connections, beside its bare render: the same React elements the portal rendered`,
    'the page from (shell, sidebar and page, with the data it read), rendered again on each request by a bare Hono',
    'route with no session, guard, query or middleware (bench/bare-pages.ts). The pages are the dashboards and those',
    'of a tested set the run adds (a received pickup of four cylinders, broken, reported and invoiced:',
    `bench/tested-set.ts). Goals (issue 29, at 100,000 pickups): each at least ${Math.round(PAGE_TARGETS.shareOf.PGlite * 100)} % of its bare`,
    `render on PGlite and ${Math.round(PAGE_TARGETS.shareOf.PostgreSQL * 100)} % on PostgreSQL, p95 at most ${PAGE_TARGETS.p95Ms} ms.`,
    differing.length === 0
      ? 'Each bare render was the page the portal on PGlite served, byte for byte but for nonces and the time of day.'
      : `Warning: the bare render of ${differing.join(', ')} differed from the page the portal on PGlite served.`,
  ].join('\n');
}

/** What the pages' figures say, for the report's reading: each portal's, then PostgreSQL's at scale. */
export function pagesReading(results: BenchResults): string[] {
  const demoBare = results.baselines.pages;
  const served = [
    ...results.portals.map((portal) => ({
      where: portal.database,
      pages: portal.pages,
      bare: demoBare,
      target: shareTarget(portal.database),
    })),
    ...(results.pickups
      ? [
          {
            where: `PostgreSQL at ${formatCount(results.pickups.pickups)} pickups`,
            pages: results.pickups.pages.served,
            bare: results.pickups.pages.bare,
            target: PAGE_TARGETS.shareOf.PostgreSQL,
          },
        ]
      : []),
  ];
  const lines: string[] = [];
  for (const { where, pages, bare, target } of served) {
    const shares = sharesOfBare(pages, bare);
    if (shares.length === 0) continue;
    const short = shares.filter(({ share }) => share < target).map(({ page }) => page.name);
    const slow = pages.filter((page) => page.result.p95 > PAGE_TARGETS.p95Ms).map((page) => page.name);
    const lowest = shares.reduce((low, next) => (next.share < low.share ? next : low));
    lines.push(
      `On ${where}, the pages answer at least ${ratio(lowest.share, 1)} of their bare renders (the least: ${lowest.page.name}); ` +
        `${short.length === 0 ? `all meet ${Math.round(target * 100)} %` : `below ${Math.round(target * 100)} %: ${short.join(', ')}`}; ` +
        `${slow.length === 0 ? `every p95 is within ${PAGE_TARGETS.p95Ms} ms` : `p95 over ${PAGE_TARGETS.p95Ms} ms: ${slow.join(', ')}`}.`,
    );
  }
  const measured = [
    { where: 'bare render', pages: demoBare },
    ...(results.pickups
      ? [{ where: `bare render at ${formatCount(results.pickups.pickups)} pickups`, pages: results.pickups.pages.bare }]
      : []),
    ...served,
  ];
  for (const { where, pages } of measured) {
    for (const { name, result } of pages.filter((page) => page.result.non2xx > 0 || page.result.errors > 0)) {
      lines.push(
        `Warning: the ${name} page (${where}) had ${formatCount(result.non2xx)} non-2xx responses and ${formatCount(result.errors)} errors or timeouts; its figures are suspect.`,
      );
    }
  }
  return lines;
}
