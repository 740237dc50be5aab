import type { Kysely } from 'kysely';
import { customersService } from '../customers/index.ts';
import { savedLocationsService } from '../saved-locations/index.ts';
import type { ReportRow } from './reports.table.ts';
import { sendDecision, type SendDecision } from './rules/send.ts';

/**
 * The send rules' answer for a report, from its company and its project address as they are
 * now: whether it may go out, and to which report e-mails. Sending a report and the notices
 * of its issue ask the same.
 */
export async function reportSendDecision<D>(
  db: Kysely<D>,
  report: Pick<ReportRow, 'customerId' | 'savedLocationId'>,
): Promise<SendDecision> {
  const customer = await customersService.findCustomer(db, report.customerId);
  const location = report.savedLocationId === null ? undefined : await savedLocationsService.findLocation(db, report.savedLocationId);
  return sendDecision({
    customer: { sendReports: customer?.sendReports ?? false, status: customer?.status ?? '', reportEmail: customer?.reportEmail ?? null },
    location: location ? { sendReports: location.sendReports, reportEmail: location.reportEmail } : null,
  });
}
