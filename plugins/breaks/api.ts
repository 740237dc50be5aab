import { labToday } from '../../shared/dates.ts';
import { publicAddress } from '../../core/http/public-url.ts';
import { ID, idParams } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { messageAnswer } from '../../core/http/answers.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { exportTable } from '../../core/table/export.ts';
import { parseTableParams } from '../../core/table/params.ts';
import { runTableQuery } from '../../core/table/query.ts';
import { tableQuerySchema } from '../../core/table/serve.ts';
import { customersService } from '../customers/index.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import {
  breakFormAnswer,
  breakListAnswer,
  nextSpecimenAnswer,
  filterOptionsAnswer,
  pausedBreaksAnswer,
  resultHistoryAnswer,
  savedResultAnswer,
} from './answers.ts';
import { allowTesting, breakForm, createTestResult, resultHistory, scheduleHeldSpecimen, updateTestResultById } from './breaks.service.ts';
import type { BreaksDatabase } from './breaks.table.ts';
import { dueListPage } from './due-list.ts';
import { breakListModel, isDueList, presentListRow } from './list.model.ts';
import { LINKS_TO_PICKUPS } from './list-table.ts';
import { BREAKS_MESSAGE as M } from './messages.ts';
import { BREAKS_PERMISSION as P } from './permissions.ts';
import { breaksService, pausedBreaks } from './read-model.ts';
import { importRoutes } from './import/api.ts';
import { nextInList } from './next.ts';
import { setRoutes } from './set-api.ts';
import { scanRoutes } from './scan/api.ts';
import { pickupLabelSheet } from './labels/labels.service.ts';
import { breakInputSchema, scheduleInputSchema } from './schema.ts';
import { MEDIA_TYPES } from '../../core/http/media-types.ts';

/** The break report calls of the second document's catalogue, and 'Allow testing after Failed Test'. */
export function breaksApi(ctx: PluginContext<BreaksDatabase>): PortalRouter {
  const router = ctx.http.api();
  const { db } = ctx;

  router.get(
    '/api/break-report',
    {
      permission: P.read,
      summary: 'The specimens of received pickups to break, with their results (the generic table)',
      description: 'A paged list, or with `format` the whole filtered list as a file.',
      query: tableQuerySchema,
      response: breakListAnswer,
    },
    async (c) => {
      const today = labToday(ctx.config.labTimeZone);
      const params = parseTableParams(breakListModel(today), c.req.query());
      const grouped = isDueList(params);
      const model = breakListModel(today, { grouped });
      if (params.format) {
        const file = await exportTable(db, model, params, params.format);
        c.header('Content-Type', file.contentType);
        c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
        c.header('Cache-Control', 'no-store');
        return c.body(typeof file.body === 'string' ? file.body : (file.body as Uint8Array<ArrayBuffer>));
      }
      const { rows, ...counts } = grouped ? await dueListPage(db, today, params) : await runTableQuery(db, model, params);
      const results = await breaksService.resultsOfSpecimens(
        db,
        rows.filter((row) => row.testResultId !== null).map((row) => row.id as number),
      );
      const linksToPickup = LINKS_TO_PICKUPS.includes(actorOf(c).role);
      return ok(c, { rows: rows.map((row) => presentListRow(row, today, results, linksToPickup)), ...counts });
    },
  );

  router.get(
    '/api/break-report/filterOptions',
    {
      permission: P.read,
      summary: "The break list's filter choices: sample types, test types, customers, tested or not",
      response: filterOptionsAnswer,
    },
    async (c) => {
      const [sampleTypes, testTypes, customers] = await Promise.all([
        sampleTypesService.listSampleTypes(db),
        sampleTypesService.listTestTypes(db),
        customersService.companyList(db),
      ]);
      return ok(c, {
        customers,
        sampleTypes: sampleTypes.filter((type) => !type.nonSpecimen).map(({ id, description }) => ({ id, description })),
        testTypes: testTypes.map(({ id, description }) => ({ id, description })),
        tested: [
          { value: false, label: 'Not tested' },
          { value: true, label: 'Tested' },
        ],
        scheduled: [
          { value: true, label: 'Scheduled' },
          { value: false, label: 'Held (no test date)' },
        ],
      });
    },
  );

  router.get(
    '/api/break-report/pausedBreaks',
    { permission: P.read, summary: 'The sample sets paused after a failed test, with their failed results', response: pausedBreaksAnswer },
    async (c) => ok(c, { pausedBreaks: await pausedBreaks(db) }),
  );

  importRoutes(ctx, router);
  setRoutes(ctx, router);
  scanRoutes(ctx, router);

  router.get(
    `/api/break-report/labels/${ID}`,
    {
      permission: P.read,
      summary: "A pickup's specimen label sheet (PDF): number, cast and test dates, a QR code opening each break form",
      params: idParams,
      answers: 'file',
      media: [MEDIA_TYPES.pdf],
    },
    async (c) => {
      const { pdf, filename } = await pickupLabelSheet(db, c.req.valid('param').id, {
        address: publicAddress(ctx.config),
        labName: ctx.config.labName,
      });
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `inline; filename="${filename}"`);
      return c.body(new Uint8Array(pdf));
    },
  );

  router.get(
    `/api/break-report/next/${ID}`,
    {
      permission: P.read,
      summary: "Save & Next: the specimen after this one in the break list's order, with the list's filters and sort (null at its end)",
      description: 'Takes the list query of `GET /api/break-report`; looks at the first 500 rows of that order.',
      params: idParams,
      query: tableQuerySchema,
      response: nextSpecimenAnswer,
    },
    async (c) => {
      const id = c.req.valid('param').id;
      const { next } = await nextInList(db, labToday(ctx.config.labTimeZone), c.req.query(), id, new Set([id]));
      return ok(c, { next: next ? { id: next.id as number, specimenNum: next.specimenNum as string } : null });
    },
  );

  router.get(
    `/api/break-report/history/${ID}`,
    {
      permission: P.read,
      summary: "A test result's history: every save, who, when, before and after",
      params: idParams,
      response: resultHistoryAnswer,
    },
    async (c) => ok(c, { history: await resultHistory(db, c.req.valid('param').id) }),
  );

  router.get(
    `/api/break-report/${ID}`,
    {
      permission: P.read,
      summary: 'A specimen with its result and the form definition of its template',
      params: idParams,
      response: breakFormAnswer,
    },
    async (c) => ok(c, await breakForm(ctx, c.req.valid('param').id)),
  );

  router.post(
    '/api/break-report',
    {
      permission: P.write,
      summary: 'Saves the first result of a specimen; the server judges it with the template',
      body: breakInputSchema,
      status: 201,
      response: savedResultAnswer,
    },
    async (c) => ok(c, { ...(await createTestResult(ctx, actorOf(c), c.req.valid('json'))), message: M.saved }, 201),
  );

  router.put(
    `/api/break-report/${ID}`,
    {
      permission: P.write,
      summary: 'Changes a result (a stale `version` is a 409); the previous values stay in its history',
      params: idParams,
      body: breakInputSchema,
      response: savedResultAnswer,
    },
    async (c) =>
      ok(c, { ...(await updateTestResultById(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json'))), message: M.saved }),
  );

  router.post(
    `/api/break-report/schedule/${ID}`,
    {
      permission: P.write,
      summary: 'Schedules a held specimen (by its id): the test type it is broken at and its test date; until then it is not due',
      params: idParams,
      body: scheduleInputSchema,
      response: messageAnswer,
    },
    async (c) => {
      await scheduleHeldSpecimen(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json'));
      return ok(c, { message: M.scheduled });
    },
  );

  router.post(
    `/api/break-report/allowTesting/${ID}`,
    {
      permission: P.resume,
      summary: "'Allow testing after Failed Test': a paused sample set (by its id) may be tested again",
      params: idParams,
      response: messageAnswer,
    },
    async (c) => {
      await allowTesting(ctx, actorOf(c), c.req.valid('param').id);
      return ok(c, { message: M.testingAllowed });
    },
  );
  return router;
}
