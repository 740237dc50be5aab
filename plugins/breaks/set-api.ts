import { labToday } from '../../shared/dates.ts';
import { ID, idParams } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { tableQuerySchema } from '../../core/table/serve.ts';
import { breakSetAnswer, nextSetAnswer, savedSetAnswer } from './answers.ts';
import type { BreaksDatabase } from './breaks.table.ts';
import { BREAKS_MESSAGE as M } from './messages.ts';
import { nextInList, NEXT_WINDOW, opensAsSet } from './next.ts';
import { BREAKS_PERMISSION as P } from './permissions.ts';
import { breakSetInputSchema } from './schema.ts';
import { breakSet, saveBreakSet, setMembers } from './set.service.ts';

/** "Enter set" (issue 27): every specimen of a sample set due on one day, entered and saved together. */
export function setRoutes(ctx: PluginContext<BreaksDatabase>, router: PortalRouter): void {
  const { db } = ctx;
  const base = '/api/break-report/set';

  router.get(
    `${base}/next/${ID}`,
    {
      permission: P.read,
      summary:
        "The set screen's Save & Next: the specimen after this one's set in the break list's order, with the list's filters and sort",
      description: `Takes the list query of \`GET /api/break-report\`; looks at the first ${NEXT_WINDOW} rows of that order. \`set\` says whether it opens on the set screen.`,
      params: idParams,
      query: tableQuerySchema,
      response: nextSetAnswer,
    },
    async (c) => {
      const id = c.req.valid('param').id;
      const { members } = await setMembers(db, id);
      const saved = new Set(members.map((member) => member.id));
      const { next, rows } = await nextInList(db, labToday(ctx.config.labTimeZone), c.req.query(), id, saved);
      if (!next) return ok(c, { next: null });
      return ok(c, { next: { id: next.id as number, specimenNum: next.specimenNum as string, set: await opensAsSet(db, next, rows) } });
    },
  );

  router.get(
    `${base}/${ID}`,
    {
      permission: P.read,
      summary: "A specimen's set: the specimens of its sample set due on its test date, and the form definition of their template",
      params: idParams,
      response: breakSetAnswer,
    },
    async (c) => ok(c, await breakSet(ctx, c.req.valid('param').id)),
  );

  router.put(
    `${base}/${ID}`,
    {
      permission: P.write,
      summary: "Saves every row of a specimen's set in one transaction, or none (the refused row is named; a stale row is a 409)",
      description:
        "Each row is the body of `POST /api/break-report` (a specimen without a result) or `PUT /api/break-report/{id}` (with its result's `version`). Field messages are keyed `rows.<index>.<field>`.",
      params: idParams,
      body: breakSetInputSchema,
      response: savedSetAnswer,
    },
    async (c) => {
      const saved = await saveBreakSet(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json'));
      return ok(c, { ...saved, message: M.setSaved(saved.testResults.length) });
    },
  );
}
