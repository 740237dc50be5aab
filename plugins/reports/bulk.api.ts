import type { Context } from 'hono';
import type { SignedInEnv } from '../../core/http/env.ts';
import { actorOf } from '../../core/http/request.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { parseTableParams } from '../../core/table/params.ts';
import type { TableRestriction } from '../../core/table/query.ts';
import { tableQuerySchema } from '../../core/table/serve.ts';
import { downloadAllReports } from './download-all.service.ts';
import { ReportFileStore } from './pdf/store.server.ts';
import { REPORTS_PERMISSION as P } from './permissions.ts';
import { reportsTableModel } from './reports.model.ts';
import type { ReportsDatabase } from './reports.table.ts';
import { sendMatchingReports } from './send-reports.service.ts';
import { MEDIA_TYPES } from '../../core/http/media-types.ts';

const encoder = new TextEncoder();

/** Lines of JSON, one a value, written as the generator makes them; a failure is the last line. */
function jsonLines(values: AsyncGenerator<unknown>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      try {
        const next = await values.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
      } catch {
        controller.enqueue(encoder.encode(`${JSON.stringify({ status: 'error', error: 'Sending stopped: an error occurred' })}\n`));
        controller.close();
      }
    },
    async cancel() {
      await values.return(undefined);
    },
  });
}

/**
 * `GET /api/reports/download-all` and `GET /api/reports/send-reports`: the list's query applied
 * to every matching report with a document. Both answer as they go: the zip is streamed with its
 * size known first (the browser shows the download's progress), the sending as one line of JSON
 * per report (the page shows how far it is).
 */
export function registerBulkRoutes(
  router: PortalRouter,
  ctx: PluginContext<ReportsDatabase>,
  ownCompany: (c: Context<SignedInEnv>) => TableRestriction,
) {
  router.get(
    '/api/reports/download-all',
    {
      permission: P.read,
      summary: "A zip of the latest PDF of every report the list's query matches (a customer: its own), streamed",
      query: tableQuerySchema,
      answers: 'file',
      media: [MEDIA_TYPES.zip],
    },
    async (c) => {
      const params = parseTableParams(reportsTableModel, c.req.query());
      const zip = await downloadAllReports(ctx.db, new ReportFileStore(ctx.config.dataDir), params, ownCompany(c));
      return c.body(zip.body, 200, {
        'Content-Type': 'application/zip',
        'Content-Length': String(zip.size),
        'Content-Disposition': 'attachment; filename="reports.zip"',
        'Cache-Control': 'private, no-store',
        'X-Report-Count': String(zip.reports),
      });
    },
  );

  router.get(
    '/api/reports/send-reports',
    {
      permission: P.send,
      summary:
        "Sends the latest PDF of every report the list's query matches; answers a line of JSON per report as it goes (`done`, `total`, `sent`, `reason`), then `{ status: 'ok', total, sent, held }`",
      query: tableQuerySchema,
      answers: 'file',
      changesState: true,
      media: [MEDIA_TYPES.ndjson],
    },
    (c) => {
      const params = parseTableParams(reportsTableModel, c.req.query());
      return c.body(jsonLines(sendMatchingReports(ctx, actorOf(c), params)), 200, {
        'Content-Type': 'application/x-ndjson; charset=utf-8',
        'Cache-Control': 'no-store',
      });
    },
  );
}
