import { z } from 'zod';
import { recordId } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import {
  acceptanceAnswer,
  completedResultsAnswer,
  overdueResultsAnswer,
  periodResultsAnswer,
  pickupSeriesAnswer,
  revenueAnswer,
  sampleSeriesAnswer,
  seriesAnswer,
} from './answers.ts';
import { acceptanceOfLocation } from './acceptance.service.ts';
import { STATS_PERMISSION as P } from './permissions.ts';
import { periodQuery, resultsSeriesQuery, revenueQuery, seriesQuery } from './schema.ts';
import { completedResults, overdueResults, periodResults, pickupSeries, revenueOfYear, sampleSeries } from './stats.service.ts';
import type { StatsDatabase } from './stats.table.ts';

export const acceptanceQuery = z.object({ locationId: recordId('Choose a project address') });

/** The statistics calls. */
export function statsApi(ctx: PluginContext<StatsDatabase>): PortalRouter {
  const router = ctx.http.api();

  router.get(
    '/api/stats',
    { permission: P.view, summary: 'Pickups and sample sets per month over the last twelve months', response: seriesAnswer },
    async (c) => ok(c, { pickups: await pickupSeries(ctx), samples: await sampleSeries(ctx) }),
  );

  router.get(
    '/api/stats/pickups',
    { permission: P.view, summary: 'Pickups scheduled per month from startDate', query: seriesQuery, response: pickupSeriesAnswer },
    async (c) => ok(c, { pickups: await pickupSeries(ctx, c.req.valid('query').startDate) }),
  );

  router.get(
    '/api/stats/samples',
    { permission: P.view, summary: 'Sample sets per month from startDate', query: seriesQuery, response: sampleSeriesAnswer },
    async (c) => ok(c, { samples: await sampleSeries(ctx, c.req.valid('query').startDate) }),
  );

  router.get(
    '/api/stats/test-results',
    {
      permission: P.view,
      summary: 'The test results of a day, month or year, each with its report',
      query: periodQuery,
      response: periodResultsAnswer,
    },
    async (c) => {
      const { timeIncrement, time } = c.req.valid('query');
      return ok(c, await periodResults(ctx, timeIncrement, time));
    },
  );

  router.get(
    '/api/stats/revenue',
    { permission: P.view, summary: 'Invoiced and paid per month of a year', query: revenueQuery, response: revenueAnswer },
    async (c) => ok(c, await revenueOfYear(ctx, c.req.valid('query').year)),
  );

  router.get(
    '/api/stats/overdue-results',
    {
      permission: P.view,
      summary: 'Specimens untested past their test date, per day, month or year from startDate',
      query: resultsSeriesQuery,
      response: overdueResultsAnswer,
    },
    async (c) => ok(c, await overdueResults(ctx, c.req.valid('query'))),
  );

  router.get(
    '/api/stats/completed-results',
    {
      permission: P.view,
      summary: 'Test results per day, month or year from startDate, by status',
      query: resultsSeriesQuery,
      response: completedResultsAnswer,
    },
    async (c) => ok(c, await completedResults(ctx, c.req.valid('query'))),
  );

  router.get(
    '/api/stats/acceptance',
    {
      permission: P.acceptance,
      summary: "ACI 318 acceptance of a project address's concrete, by mix and f'c (a customer: its own addresses)",
      query: acceptanceQuery,
      response: acceptanceAnswer,
    },
    async (c) => ok(c, { groups: await acceptanceOfLocation(ctx, actorOf(c), c.req.valid('query').locationId) }),
  );

  return router;
}
