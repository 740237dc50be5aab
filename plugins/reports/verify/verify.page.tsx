import type { Kysely } from 'kysely';
import { dateInZone, toDisplayDate } from '../../../shared/dates.ts';
import { NotFoundError } from '../../../core/errors.ts';
import { throttle, type RateLimit } from '../../../core/http/rate-limit.ts';
import { Card, PageHeader } from '../../../core/pages/components.tsx';
import type { PluginContext } from '../../../core/plugin/define-plugin.ts';
import { PUBLIC } from '../../../core/plugin/permissions.ts';
import type { PortalRouter } from '../../../core/plugin/router.ts';
import { customersService } from '../../customers/index.ts';
import * as VerifyFile from '../islands/VerifyFile.tsx';
import { groupedCode } from '../pdf/report-pdf.ts';
import type { ReportsDatabase } from '../reports.table.ts';
import { normalVerifyCode } from './code.ts';
import { standing, standingText } from './standing.ts';
import { Island } from '../../../core/ssr/island.tsx';

export const UNKNOWN_CODE = 'No report was issued under this code';

/** Sixty look-ups a minute from one address: plenty for a person, nothing for a guesser of 104-bit codes. */
const VERIFY_LIMIT: RateLimit = { name: 'reports:verify', max: 60, windowMs: 60_000 };

/** An issued revision by its code, with where its report stands now. */
async function issueByCode(db: Kysely<ReportsDatabase>, code: string) {
  const issue = await db
    .selectFrom('reportIssues')
    .innerJoin('reports', 'reports.id', 'reportIssues.reportId')
    .select([
      'reportIssues.reportId',
      'reportIssues.revision',
      'reportIssues.issuedAt',
      'reportIssues.sha256',
      'reports.sampleNum',
      'reports.customerId',
      'reports.issue as reportRevision',
    ])
    .where('reportIssues.code', '=', code)
    .executeTakeFirst();
  if (!issue) return undefined;
  const revisions = await db.selectFrom('reportIssues').select('revision').where('reportId', '=', issue.reportId).execute();
  return {
    ...issue,
    standing: standing(
      issue.revision,
      revisions.map((row) => row.revision),
      issue.reportRevision,
    ),
  };
}

/**
 * `/verify/{code}`: the public page an issued report's QR code opens, with no sign-in. It shows
 * the report's number and revision, its issue date, the lab, the customer's name, where the
 * revision stands and the SHA-256 of the issued file, and checks a dropped PDF against it;
 * nothing else. An unknown code is a 404; look-ups are rate-limited per address.
 */
export function registerVerifyPage(router: PortalRouter, ctx: PluginContext<ReportsDatabase>): void {
  const limits = throttle(ctx.db, [[VERIFY_LIMIT, (c) => ctx.http.clientAddress(c)]]);
  router.get(
    '/verify/:code',
    { permission: PUBLIC, summary: "An issued report's public verification page", answers: 'page', middleware: [limits] },
    async (c) => {
      const code = normalVerifyCode(c.req.param('code') ?? '');
      const issue = code ? await issueByCode(ctx.db, code) : undefined;
      if (!code || !issue) throw new NotFoundError(UNKNOWN_CODE);
      const customer = await customersService.companyNames(ctx.db, [issue.customerId]);
      const rows: Array<[string, string]> = [
        ['Report', issue.sampleNum],
        ['Revision', String(issue.revision)],
        ['Issued', toDisplayDate(dateInZone(issue.issuedAt, ctx.config.labTimeZone))],
        ['Laboratory', ctx.config.labName],
        ['Customer', customer.get(issue.customerId) ?? ''],
        ['Status', standingText(issue.standing)],
      ];
      return ctx.http.render(
        c,
        <>
          <PageHeader title="Report Verification" />
          <Card>
            <p className="mb-4 text-sm text-slate-700">{`Verification code ${groupedCode(code)}`}</p>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold text-slate-900">{label}</dt>
                  <dd
                    className={label === 'Status' && issue.standing.state !== 'current' ? 'font-semibold text-red-800' : 'text-slate-900'}
                  >
                    {value}
                  </dd>
                </div>
              ))}
              <dt className="font-semibold text-slate-900">SHA-256 of the issued file</dt>
              <dd className="break-all font-mono text-xs text-slate-900">{issue.sha256}</dd>
            </dl>
          </Card>
          <div className="mt-6">
            <Card>
              <Island of={VerifyFile} sha256={issue.sha256} reportNumber={issue.sampleNum} revision={issue.revision} />
            </Card>
          </div>
        </>,
        { title: `Report ${issue.sampleNum}, revision ${issue.revision}` },
      );
    },
  );
}
