import { NotFoundError } from '../../core/errors.ts';
import { ID, idParams } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { pickupsForReports } from '../pickups/index.ts';
import { generalInfoAnswer, savedGeneralInfoAnswer } from './answers.ts';
import { pickupGeneralInfo, saveGeneralInfo } from './general-info.service.ts';
import { REPORTS_PERMISSION as P } from './permissions.ts';
import type { ReportsDatabase } from './reports.table.ts';
import { generalInfoInputSchema } from './schema.ts';

export const PICKUP_NOT_FOUND = 'Pickup not found';

/** The General Report Info of a pickup's general report screen: read it, and save it (copied to the pickup's open reports). */
export function serveGeneralInfo(router: PortalRouter, ctx: PluginContext<ReportsDatabase>): void {
  const { db } = ctx;
  const pickupExists = async (id: number) => {
    if (!(await pickupsForReports.findPickupSummary(db, id, { all: true }))) throw new NotFoundError(PICKUP_NOT_FOUND);
  };

  router.get(
    `/api/pickups/reports/${ID}/general-info`,
    {
      permission: P.list,
      summary: "A pickup's General Report Info (the defaults until first saved) and its version",
      params: idParams,
      response: generalInfoAnswer,
    },
    async (c) => {
      const { id } = c.req.valid('param');
      await pickupExists(id);
      return ok(c, { ...(await pickupGeneralInfo(db, id)) });
    },
  );

  router.put(
    `/api/pickups/reports/${ID}/general-info`,
    {
      permission: P.write,
      summary:
        "Saves a pickup's General Report Info and copies its filled fields to the pickup's reports; finalized reports keep theirs. A stale `version` is a 409",
      params: idParams,
      body: generalInfoInputSchema,
      response: savedGeneralInfoAnswer,
    },
    async (c) => {
      const { id } = c.req.valid('param');
      await pickupExists(id);
      return ok(c, { ...(await saveGeneralInfo(ctx, actorOf(c), id, c.req.valid('json'))) });
    },
  );
}
