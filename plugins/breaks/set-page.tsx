import { actorOf } from '../../core/http/request.ts';
import { labToday, toDisplayDate } from '../../shared/dates.ts';
import { idParams } from '../../core/http/params.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { buttonClass } from '../../shared/ui-styles.ts';
import { userName } from './breaks.service.ts';
import { SpecimenFacts } from './components/SpecimenFacts.tsx';
import type { BreaksDatabase } from './breaks.table.ts';
import * as BreakSet from './islands/BreakSet.tsx';
import { BREAKS_PERMISSION as P } from './permissions.ts';
import { currentTime } from './rules/time.ts';
import { breakSet } from './set.service.ts';
import { Island } from '../../core/ssr/island.tsx';

/** Where a specimen's set is entered: the break list's row action and the break form's Enter set. */
export const setPath = (specimenId: number) => `/admin/break-report/set/${specimenId}`;

/** "Enter set": the set screen of a specimen's sample set, or why its template keeps the single form. */
export function setPage(ctx: PluginContext<BreaksDatabase>, router: PortalRouter): void {
  router.get(
    '/admin/break-report/set/:id{[0-9]+}',
    {
      permission: P.screens,
      summary: "A specimen's set: every specimen of its sample set due that day, entered together",
      answers: 'page',
      params: idParams,
    },
    async (c) => {
      const specimenId = c.req.valid('param').id;
      const { specimens, template, rowEntry } = await breakSet(ctx, specimenId);
      const first = specimens[0]!;
      const title = `Break Report: Set #${first.Sample.sampleNum}`;
      const facts: Array<[string, string]> = [
        ['Pickup #', String(first.Sample.Pickup.pickupNumber)],
        ['Customer', first.Sample.Pickup.Customer.companyName],
        ['Sample Type', first.sampleType ?? ''],
        ['Test Type', first.TestType?.description ?? ''],
        ['Scheduled Test Date', toDisplayDate(first.testDate)],
        ['Specimens', String(specimens.length)],
        ['Min PSI', first.Sample.forInformationOnly ? 'For Information Only' : (first.Sample.minPsi?.toLocaleString('en-US') ?? 'Not set')],
        ['Template', `${template.title} (${template.id} ${template.version})`],
      ];
      const { fields: _fields, ...formTemplate } = template;
      return ctx.http.render(
        c,
        <>
          <PageHeader title={title} />
          <SpecimenFacts facts={facts} testingAllowed={first.Sample.allowTesting} wide />
          <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            {rowEntry.fits ? (
              <Island
                of={BreakSet}
                anchorId={specimenId}
                specimens={specimens}
                template={formTemplate}
                technician={await userName(ctx.db, actorOf(c))}
                defaultTime={currentTime(ctx.config.labTimeZone)}
                today={labToday(ctx.config.labTimeZone)}
              />
            ) : (
              <div role="status" className="space-y-3 text-sm text-slate-800">
                <p>
                  The {template.title} template keeps the single form: {rowEntry.reason}. Enter each specimen of this set on its own form.
                </p>
                <a href={`/admin/break-report/${specimenId}`} className={buttonClass()}>
                  Open the break form of specimen #{specimens.find((specimen) => specimen.id === specimenId)?.specimenNum}
                </a>
              </div>
            )}
          </div>
        </>,
        { title },
      );
    },
  );
}
