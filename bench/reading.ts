import { perCpuSecond } from './one-core.ts';
import {
  FORMULA_TARGET,
  formatCount,
  formatMs,
  formatRate,
  formulaVerdict,
  httpRows,
  ratio,
  type BenchResults,
  type PortalResults,
} from './results.ts';

/**
 * What the figures say, worked out from the run itself: the portal's routes as shares of the
 * baselines measured minutes apart on the same machine, which survive a noisy machine far
 * better than the absolute figures do.
 */
export function reading(results: BenchResults): string[] {
  const { text, render, loop } = results.baselines;
  const lines: string[] = [];
  for (const portal of results.portals) lines.push(...portalReading(portal, results));
  lines.push(...databaseComparison(results.portals));
  lines.push(
    `The bare Hono route serving the /admin markup answers ${formatCount(render.requestsPerSecond)} requests/s, ` +
      `${ratio(render.requestsPerSecond, text.requestsPerSecond)} of the bare text route; the render alone, in a loop on one core, ` +
      `makes ${formatCount(loop.result.rendersPerSecond)} pages/s (${formatMs(1000 / loop.result.rendersPerSecond)} ms each, ` +
      `${formatCount(loop.result.bytes)} bytes), rendered from the elements the portal rendered its /admin from.`,
  );
  const { result: formula, cpuShare } = results.formula;
  lines.push(
    `The formula engine evaluates ${formatCount(formula.specimensPerSecond)} ${formula.templateId} specimens/s on one core ` +
      `(every computed value and the status of each) against a target of ${formatCount(FORMULA_TARGET)}: ` +
      `${formulaVerdict(results.formula)}. Its thread got ${Math.round(cpuShare * 100)} % of a core meanwhile, so with a core ` +
      `to itself it would reach about ${formatCount(perCpuSecond(formula.specimensPerSecond, cpuShare))}.`,
  );
  for (const { label, result } of httpRows(results).filter((row) => row.result.non2xx > 0 || row.result.errors > 0)) {
    lines.push(
      `Warning: ${label} had ${formatCount(result.non2xx)} non-2xx responses and ${formatCount(result.errors)} errors or timeouts; its figures are suspect.`,
    );
  }
  return lines;
}

function portalReading(portal: PortalResults, results: BenchResults): string[] {
  const { text, render } = results.baselines;
  const { signIn, usersApi, adminPage } = portal;
  const ceiling = (results.machine.cores * 1000) / portal.signInAloneMs;
  return [
    `On ${portal.database}, /admin answers ${formatRate(adminPage.requestsPerSecond)} requests/s, ` +
      `${ratio(adminPage.requestsPerSecond, render.requestsPerSecond)} of the bare route rendering the same markup and ` +
      `${ratio(adminPage.requestsPerSecond, text.requestsPerSecond)} of the bare text route: the rest goes to the portal around ` +
      `the page (the session read from the database, the middleware, the permission guard).`,
    `On ${portal.database}, the users table API answers ${formatRate(usersApi.requestsPerSecond)} requests/s ` +
      `(p95 ${formatMs(usersApi.p95)} ms), ${ratio(usersApi.requestsPerSecond, text.requestsPerSecond)} of the bare text route: ` +
      `a session lookup, then the list query and its count on the database.`,
    `On ${portal.database}, sign-in manages ${formatRate(signIn.requestsPerSecond)} per second with a p50 of ` +
      `${formatMs(signIn.p50 / 1000)} s at 32 connections. That is by design: the password check (scrypt at N = 2^17, decision 002) ` +
      `makes a sign-in alone take ${formatCount(portal.signInAloneMs)} ms here, so ${results.machine.cores} cores, as busy as they were, cannot exceed about ` +
      `${ceiling.toFixed(1)} sign-ins/s (${ratio(signIn.requestsPerSecond, ceiling)} of that ceiling reached), and with 32 ` +
      `sign-ins in flight each one waits about ${(results.connections / ceiling).toFixed(1)} s at best.`,
  ];
}

/** PGlite against PostgreSQL, when both ran: what the embedded database costs the portal. */
function databaseComparison(portals: PortalResults[]): string[] {
  const [embedded, server] = portals;
  if (embedded === undefined || server === undefined) return [];
  const times = (a: number, b: number) => `${(a / b).toFixed(1)} times`;
  return [
    `${server.database} serves /admin ${times(server.adminPage.requestsPerSecond, embedded.adminPage.requestsPerSecond)} ` +
      `and the users table API ${times(server.usersApi.requestsPerSecond, embedded.usersApi.requestsPerSecond)} as fast as ` +
      `${embedded.database}, whose one connection runs one query at a time inside the portal's own process (decision 001): ` +
      `the embedded database suits a laptop or a small lab, PostgreSQL a busy one.`,
  ];
}
