import { actorOf } from '../../core/http/request.ts';
import { z } from 'zod';
import { labToday, toDisplayDate } from '../../shared/dates.ts';
import { idParams, idSchema } from '../../core/http/params.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import { buttonClass } from '../../shared/ui-styles.ts';
import { DataTable } from '../../core/pages/islands.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { findTestResultOfSpecimen } from './breaks.repository.ts';
import { breakForm, resultHistory, userName } from './breaks.service.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import type { BreaksDatabase } from './breaks.table.ts';
import { SpecimenFacts } from './components/SpecimenFacts.tsx';
import { listMappings } from './import/mappings.ts';
import { importTargets } from './import/targets.ts';
import * as BreakForm from './islands/BreakForm.tsx';
import * as ListOrder from './islands/ListOrder.tsx';
import * as ResultImport from './islands/ResultImport.tsx';
import * as SpecimenResults from './islands/SpecimenResults.tsx';
import { breakListTable } from './list-table.ts';
import { BREAKS_PERMISSION as P } from './permissions.ts';
import { currentTime } from './rules/time.ts';
import { setPage, setPath } from './set-page.tsx';
import { setMembers } from './set.service.ts';
import { Island } from '../../core/ssr/island.tsx';

const psi = (value: number | null) => (value === null ? 'Not set' : value.toLocaleString('en-US'));

/** The Break Report screens: the list of specimens to break and the break form of one. */
export function breaksPages(ctx: PluginContext<BreaksDatabase>): PortalRouter {
  const router = ctx.http.pages();
  const { db } = ctx;

  router.get(
    '/admin/break-report',
    {
      permission: P.screens,
      summary: 'The break list (`?id=` opens a break form)',
      answers: 'page',
      query: z.object({ id: z.optional(idSchema) }),
    },
    async (c) => {
      const { id } = c.req.valid('query');
      if (id !== undefined) return c.redirect(`/admin/break-report/${id}`);
      const user = c.get('auth').user;
      return ctx.http.render(
        c,
        <>
          <PageHeader title="Break Report">
            {ctx.http.permissions.allows(user.role, P.write) && (
              <a
                href="/admin/break-report/import"
                className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                Import from Machine
              </a>
            )}
          </PageHeader>
          <Island of={DataTable} {...breakListTable(user.role)} userId={user.id} />
          <Island of={ListOrder} />
        </>,
        { title: 'Break Report' },
      );
    },
  );

  router.get(
    '/admin/break-report/import',
    { permission: P.write, summary: "Importing a compression machine's CSV export", answers: 'page' },
    async (c) => {
      const [targets, mappings] = await Promise.all([importTargets(db), listMappings(db)]);
      return ctx.http.render(
        c,
        <>
          <PageHeader title="Import Results from a Machine" />
          <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <Island of={ResultImport} targets={targets} mappings={mappings} />
          </div>
        </>,
        { title: 'Import Results from a Machine' },
      );
    },
  );

  router.get(
    '/admin/break-report/:id{[0-9]+}',
    { permission: P.screens, summary: "A specimen's break form", answers: 'page', params: idParams },
    async (c) => {
      const specimenId = c.req.valid('param').id;
      // The island reads the fields from the definition: the top-level copy stays off the page.
      const {
        specimen,
        template: { fields: _fields, ...template },
      } = await breakForm(ctx, specimenId);
      const result = await findTestResultOfSpecimen(db, specimenId);
      const history = result ? await resultHistory(db, result.id) : [];
      const title = `Break Report: Specimen #${specimen.specimenNum}`;
      const inASet = (await setMembers(db, specimenId)).members.length > 1;
      const facts: Array<[string, string]> = [
        ['Pickup #', String(specimen.Sample.Pickup.pickupNumber)],
        ['Customer', specimen.Sample.Pickup.Customer.companyName],
        ['Sample Type', specimen.sampleType ?? ''],
        ['Test Type', specimen.TestType?.description ?? ''],
        ['Cast Date', toDisplayDate(specimen.castDate)],
        ['Scheduled Test Date', toDisplayDate(specimen.testDate)],
        ['Min PSI', specimen.Sample.forInformationOnly ? 'For Information Only' : psi(specimen.Sample.minPsi)],
        ['Max PSI', psi(specimen.Sample.maxPsi)],
        ['Template', `${template.title} (${template.id} ${template.version})`],
      ];
      return ctx.http.render(
        c,
        <>
          <PageHeader title={title}>
            {inASet && (
              <a href={setPath(specimenId)} className={buttonClass('secondary')}>
                Enter set
              </a>
            )}
            <Island of={SpecimenResults} specimenId={specimen.id} specimenNum={specimen.specimenNum} />
          </PageHeader>
          <SpecimenFacts facts={facts} testingAllowed={specimen.Sample.allowTesting} />
          <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <Island
              of={BreakForm}
              specimen={specimen}
              template={template}
              technician={await userName(db, actorOf(c))}
              defaultTime={currentTime(ctx.config.labTimeZone)}
              today={labToday(ctx.config.labTimeZone)}
              timeZone={ctx.config.labTimeZone}
              history={history}
              testTypes={(await sampleTypesService.listTestTypes(db))
                .filter((type) => !type.noTestDateRequired)
                .map(({ id, description }) => ({ id, description }))}
            />
          </div>
        </>,
        { title },
      );
    },
  );
  setPage(ctx, router);
  return router;
}
