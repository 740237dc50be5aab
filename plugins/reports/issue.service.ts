import { createHash } from 'node:crypto';
import type { Actor } from '../../core/auth/actor.ts';
import { labToday } from '../../shared/dates.ts';
import { NotFoundError } from '../../core/errors.ts';
import { shareTransaction } from '../../core/plugin/extension-points.ts';
import { reportDetail, REPORT_NOT_FOUND, type ReportDetail } from './detail.ts';
import { reportIssued } from './extension-points.ts';
import type { GenerateDeps } from './generate.service.ts';
import { reportDocument, verification } from './report-document.ts';
import { customerHeaderImage } from './header-image.server.ts';
import { writeReportPdf } from './pdf/report-pdf.ts';
import { newReportFileName, ReportFileStore } from './pdf/store.server.ts';
import { presentRow, type ReportFileVersion } from './present.ts';
import { findReport } from './reports.repository.ts';
import { signingIdentity } from './signing/certificate.server.ts';
import { signingSettings } from './signing/settings.ts';
import { reserveSignature, signPdf } from './signing/sign-pdf.server.ts';
import { newVerifyCode } from './verify/code.ts';

/**
 * Issues a finalized report's current revision, once: the PDF/A file with its verification code
 * and QR code, signed with the lab's certificate, kept with its SHA-256 in `report_issues`, and
 * listed in `versions`. A revision already issued answers as it is: the same file, never a
 * second one. The report's row is locked throughout, so two clicks issue one file.
 */
export function issueRevision(deps: GenerateDeps, actor: Actor, id: number): Promise<ReportDetail> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await findReport(trx, id, { all: true }, true);
    if (!row) throw new NotFoundError(REPORT_NOT_FOUND);
    const issued = await trx
      .selectFrom('reportIssues')
      .select('id')
      .where('reportId', '=', id)
      .where('revision', '=', row.issue)
      .executeTakeFirst();
    if (issued) return reportDetail(trx, row);
    const { config } = deps;
    const reportDate = row.reportDate ?? labToday(config.labTimeZone);
    const detail = { ...(await reportDetail(trx, row)), reportDate };
    const code = newVerifyCode();
    const document = await reportDocument({ db: trx, config }, detail, { verification: verification(config, code) });
    const identity = await signingIdentity(signingSettings(), config.dataDir, config.labName);
    const issuedAt = new Date();
    const unsigned = await writeReportPdf({ ...document, headerImage: await customerHeaderImage(config, detail.Customer) }, (doc) =>
      reserveSignature(doc, {
        name: config.labName,
        reason: `Report ${row.sampleNum}, revision ${row.issue}, approved by ${detail.finalizedBy ?? ''}`,
        location: document.lab.lines[0] ?? config.labName,
        contactInfo: config.labIdentity.email ?? config.labIdentity.phone ?? '',
        signingTime: issuedAt,
      }),
    );
    const bytes = await signPdf(unsigned, identity);
    const filename = newReportFileName(id, row.issue);
    await new ReportFileStore(config.dataDir).write(filename, bytes);
    const amendReason = row.amended && row.issue > 1 ? row.amendReason : null;
    await trx
      .insertInto('reportIssues')
      .values({
        reportId: id,
        revision: row.issue,
        filename,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        code,
        issuedAt,
        approvedBy: row.finalizedBy ?? '',
        approvedRole: row.finalizedRole ?? '',
        approvedAt: row.finalizedAt ?? issuedAt,
        amendReason,
      })
      .execute();
    const present = presentRow(row);
    const version: ReportFileVersion = { filename, issue: row.issue, generatedAt: issuedAt.toISOString(), finalized: true, amendReason };
    // Issuing is not an edit of the detail: it does not raise the form's version.
    const after = await trx
      .updateTable('reports')
      .set({
        pdfs: JSON.stringify([...(Array.isArray(present.pdfs) ? present.pdfs : []), filename]),
        versions: JSON.stringify([...present.versions, version]),
        reportDate,
        error: null,
        updatedAt: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await deps.audit.record(trx, { entity: 'report', recordId: id, action: 'issue', before: present, after: presentRow(after), actor });
    await deps.extensions.collect(reportIssued, {
      trx: shareTransaction(trx),
      reportId: id,
      customerId: row.customerId,
      sampleNum: row.sampleNum,
      actor,
      revision: row.issue,
      filename,
      verifyCode: code,
      amendReason,
    });
    return reportDetail(trx, after);
  });
}
