import type { Actor } from '../../core/auth/actor.ts';
import { BusinessRuleError, InputError, NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { customersService } from '../customers/index.ts';
import { ReportMail } from './components/ReportMail.tsx';
import { REPORT_NOT_FOUND } from './detail.ts';
import { ReportFileStore } from './pdf/store.server.ts';
import { presentRow } from './present.ts';
import { findReport, type Db } from './reports.repository.ts';
import type { ReportRow, ReportsDatabase } from './reports.table.ts';
import type { UnsentReason } from './rules/send.ts';
import { reportSendDecision } from './send-parties.ts';

export type SendDeps = Pick<PluginContext<ReportsDatabase>, 'db' | 'audit' | 'config' | 'mail' | 'log'>;

export const NOT_A_FILE_OF_REPORT = 'Choose a file of this report';
export const NOT_ISSUED = 'Only an issued report is sent: finalize it, then generate its report';

export type SendOutcome = { sent: true } | { sent: false; reason: UnsentReason };

async function holdReport(db: Db, report: ReportRow, filename: string, reason: UnsentReason, detail: string): Promise<SendOutcome> {
  await db.insertInto('unsentReports').values({ reportId: report.id, filename, reason, detail }).execute();
  return { sent: false, reason };
}

/**
 * `POST /api/reports/send/{id}`: mails the file to the report e-mails of the customer and of the
 * project address, through the outbox. Held, and listed as unsent with the badge's reason, when
 * the send rules say so or when the mail cannot be written.
 */
export async function sendReport(deps: SendDeps, actor: Actor, id: number, filename: string): Promise<SendOutcome> {
  const report = await findReport(deps.db, id, { all: true });
  if (!report) throw new NotFoundError(REPORT_NOT_FOUND);
  if (!presentRow(report).versions.some((version) => version.filename === filename)) {
    throw new InputError(NOT_A_FILE_OF_REPORT, { filename: NOT_A_FILE_OF_REPORT });
  }
  // Sending follows finalizing: only a revision's issued (reviewed, signed) file leaves the lab.
  const issued = await deps.db
    .selectFrom('reportIssues')
    .select('id')
    .where('reportId', '=', id)
    .where('filename', '=', filename)
    .executeTakeFirst();
  if (!issued) throw new BusinessRuleError(NOT_ISSUED);
  const decision = await reportSendDecision(deps.db, report);
  if (!decision.send) return holdReport(deps.db, report, filename, decision.reason, decision.detail);
  const bytes = await new ReportFileStore(deps.config.dataDir).read(filename);
  if (!bytes) return holdReport(deps.db, report, filename, 'Error', 'The file is missing');
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await deps.mail.send(trx, {
        to: decision.to.join(', '),
        subject: `${report.amended ? 'Amended report' : 'Report'} ${report.sampleNum}: ${report.projectAddress}`.slice(0, 200),
        body: (
          <ReportMail
            labName={deps.config.labName}
            sampleNum={report.sampleNum}
            projectAddress={report.projectAddress}
            amended={report.amended}
          />
        ),
        attachments: [
          { filename: `Report ${report.sampleNum}.pdf`, contentType: 'application/pdf', content: Buffer.from(bytes).toString('base64') },
        ],
      });
      await trx.updateTable('reports').set({ sentAt: new Date(), error: null }).where('id', '=', id).execute();
      await trx.deleteFrom('unsentReports').where('reportId', '=', id).execute();
      await deps.audit.record(trx, { entity: 'report', recordId: id, action: 'send', after: { filename, to: decision.to }, actor });
      return { sent: true as const };
    });
  } catch (error) {
    deps.log.error(`Report ${id} could not be queued for sending`, { error });
    await deps.db.updateTable('reports').set({ error: 'The report could not be sent' }).where('id', '=', id).execute();
    return holdReport(deps.db, report, filename, 'Error', 'The mail could not be written to the outbox');
  }
}

/** `GET /api/unsent-reports`: the reports held instead of sent, newest first, with their badges. */
export async function listUnsentReports(db: Db) {
  const rows = await db
    .selectFrom('unsentReports')
    .innerJoin('reports', 'reports.id', 'unsentReports.reportId')
    .select([
      'unsentReports.id',
      'unsentReports.reportId',
      'unsentReports.filename',
      'unsentReports.reason',
      'unsentReports.detail',
      'unsentReports.createdAt',
      'reports.sampleNum',
      'reports.projectAddress',
      'reports.customerId',
    ])
    .orderBy('unsentReports.id', 'desc')
    .limit(500)
    .execute();
  const names = await customersService.companyNames(
    db,
    rows.map((row) => row.customerId),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    Customer: { id: row.customerId, companyName: names.get(row.customerId) ?? '' },
  }));
}
