import { z } from 'zod';
import { labToday } from '../../../shared/dates.ts';
import { ok } from '../../../core/http/respond.ts';
import type { PluginContext } from '../../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../../core/plugin/router.ts';
import { parseTableParams } from '../../../core/table/params.ts';
import { runTableQuery } from '../../../core/table/query.ts';
import { scanAnswer } from '../answers.ts';
import type { BreaksDatabase } from '../breaks.table.ts';
import { breakListModel } from '../list.model.ts';
import { BREAKS_PERMISSION as P } from '../permissions.ts';
import { scannedCode } from '../rules/scan-code.ts';

/** A scanner types a whole label; anything longer is not one. */
const MAX_CODE = 300;

/**
 * `GET /api/break-report/scan?code=`: the break list's search box asks it on Enter; a text that
 * names exactly one specimen of the list (received pickups) opens its form (decision 227).
 */
export function scanRoutes(ctx: PluginContext<BreaksDatabase>, router: PortalRouter): void {
  router.get(
    '/api/break-report/scan',
    {
      permission: P.read,
      summary: 'A scanned specimen label (its QR link or its specimen number): the one specimen it names, or null for a search',
      query: z.object({ code: z.string().trim().min(1, 'Scan or type a code').max(MAX_CODE, `At most ${MAX_CODE} characters`) }),
      response: scanAnswer,
    },
    async (c) => {
      const code = scannedCode(c.req.valid('query').code);
      if (!code) return ok(c, { specimen: null, href: null });
      const model = breakListModel(labToday(ctx.config.labTimeZone));
      const condition = 'id' in code ? { id: code.id } : { specimenNum: code.specimenNum };
      const params = parseTableParams(model, { conditions: JSON.stringify(condition), limit: '2', count: 'false' });
      const { rows } = await runTableQuery(ctx.db, model, params);
      const [row] = rows;
      if (rows.length !== 1 || !row) return ok(c, { specimen: null, href: null });
      const href = `/admin/break-report/${String(row.id)}`;
      return ok(c, { specimen: { id: row.id as number, specimenNum: row.specimenNum as string, href }, href });
    },
  );
}
