import type { Kysely } from 'kysely';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { customersService } from '../customers/index.ts';
import type { BreaksDatabase, TestResultRow } from './breaks.table.ts';
import { formatStrength } from '../../shared/format.ts';
import { addressList } from '../../core/mail/address.ts';

/** The subject of the non-compliance alert. */
export const failureAlertSubject = (specimenNum: string) => `Non-compliance: specimen ${specimenNum} failed its test`;

interface AlertFacts {
  specimenNum: string;
  pickupNumber: number;
  companyName: string;
  message: string | null;
  calculatedPsi: number | null;
}

/** The alert's text: the specimen, its value and the requirement (the result's reason). */
export function FailureAlert({ specimenNum, pickupNumber, companyName, message, calculatedPsi }: AlertFacts) {
  return (
    <>
      <p>
        Specimen {specimenNum} of pickup {pickupNumber} ({companyName}) failed its test.
      </p>
      {calculatedPsi !== null && <p>Calculated value: {formatStrength(calculatedPsi)}.</p>}
      <p>{message ?? 'The result does not meet its requirement.'}</p>
      <p>No report can be sent for this sample set until the failure is resolved.</p>
    </>
  );
}

/**
 * Sends the non-compliance alert of a failed result through the outbox, once per result: to the
 * lab's admin and customer-service users and to the customer's report e-mails (else its contact),
 * less its users who turned the notice off, in the save's transaction, so a rolled-back save sends nothing.
 */
export async function sendFailureAlert(
  ctx: Pick<PluginContext<BreaksDatabase>, 'mail'>,
  trx: Kysely<BreaksDatabase>,
  row: TestResultRow,
  facts: { specimenNum: string; pickupNumber: number; customerId: number },
): Promise<void> {
  if (row.status !== 'Failed' || row.failureAlertSentAt !== null) return;
  const staff = await trx
    .selectFrom('users')
    .select('email')
    .where('role', 'in', ['admin', 'customer-service'])
    .where('activeInd', '=', true)
    .orderBy('id')
    .execute();
  const customer = await customersService.findCustomer(trx, facts.customerId);
  const reportEmails = addressList(customer?.reportEmail);
  const customerEmails = reportEmails.length > 0 ? reportEmails : addressList(customer?.contactEmail);
  // The customer's people who turned the failed-result notice off on My Company are not told; the lab's staff always are.
  const told = await customersService.noticeRecipients(trx, facts.customerId, 'failedResult', customerEmails);
  const recipients = [...new Set([...staff.map((user) => user.email), ...told])];
  const body = (
    <FailureAlert
      specimenNum={facts.specimenNum}
      pickupNumber={facts.pickupNumber}
      companyName={customer?.companyName ?? ''}
      message={row.message}
      calculatedPsi={row.calculatedPsi === null ? null : Number(row.calculatedPsi)}
    />
  );
  for (const to of recipients) await ctx.mail.send(trx, { to, subject: failureAlertSubject(facts.specimenNum), body });
  await trx.updateTable('testResults').set({ failureAlertSentAt: new Date() }).where('id', '=', row.id).execute();
}
