import type { Actor } from '../../core/auth/actor.ts';
import type { TableParams } from '../../core/table/params.ts';
import { matchingReportFiles, type ReportFile } from './bulk.service.ts';
import { sendReport, type SendDeps } from './send.service.tsx';
import type { UnsentReason } from './rules/send.ts';

/** One line of the answer while it runs: the report just handled, and how far the run is. */
export interface SendProgress {
  done: number;
  total: number;
  id: number;
  sampleNum: string;
  sent: boolean;
  reason?: UnsentReason;
}

/** The last line: how many went and how many were held (listed in the unsent reports). */
export interface SendSummary {
  status: 'ok';
  total: number;
  sent: number;
  held: number;
}

/**
 * `GET /api/reports/send-reports`: sends the latest file of every report the list's query
 * matches, one after another, as `POST /api/reports/send/{id}` does (held reports are listed
 * as unsent with their reason). Yields a line per report, then the summary.
 */
export async function* sendMatchingReports(deps: SendDeps, actor: Actor, params: TableParams): AsyncGenerator<SendProgress | SendSummary> {
  const files: ReportFile[] = [];
  for await (const batch of matchingReportFiles(deps.db, params)) files.push(...batch);
  let sent = 0;
  for (const [index, file] of files.entries()) {
    const outcome = await sendReport(deps, actor, file.id, file.filename).catch((error: unknown) => {
      deps.log.error(`Report ${file.id} could not be sent`, { error });
      return { sent: false as const, reason: 'Error' as const };
    });
    if (outcome.sent) sent += 1;
    yield {
      done: index + 1,
      total: files.length,
      id: file.id,
      sampleNum: file.sampleNum,
      sent: outcome.sent,
      ...(outcome.sent ? {} : { reason: outcome.reason }),
    };
  }
  yield { status: 'ok', total: files.length, sent, held: files.length - sent };
}
