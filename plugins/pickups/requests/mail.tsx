import { toDisplayDate } from '../../../shared/dates.ts';
import { publicAddress } from '../../../core/http/public-url.ts';
import type { PluginContext } from '../../../core/plugin/define-plugin.ts';
import { customersService } from '../../customers/index.ts';
import type { Db } from '../pickups.repository.ts';
import type { PickupRow } from '../pickups.table.ts';

/** The subjects of the mail answering a request. */
export const REQUEST_SUBJECT = {
  confirmed: (pickupNumber: number) => `Pickup ${pickupNumber} confirmed`,
  declined: (pickupNumber: number) => `Pickup request ${pickupNumber} declined`,
} as const;

type Answer = { kind: 'confirmed' } | { kind: 'declined'; reason: string };

function RequestAnswer({ pickup, answer, link }: { pickup: PickupRow; answer: Answer; link: string }) {
  const where = [pickup.pickupAddr1, pickup.pickupCity].filter(Boolean).join(', ');
  return answer.kind === 'confirmed' ? (
    <>
      <p>
        The lab has confirmed your pickup request {pickup.pickupNumber} at {where}: a driver will come on{' '}
        {toDisplayDate(pickup.schedPickupDate)}.
      </p>
      <p>
        Follow it on the portal: <a href={link}>{link}</a>
      </p>
    </>
  ) : (
    <>
      <p>
        The lab cannot take your pickup request {pickup.pickupNumber} at {where} for {toDisplayDate(pickup.schedPickupDate)}.
      </p>
      <p>Reason: {answer.reason}</p>
      <p>Please call the lab to arrange another pickup.</p>
    </>
  );
}

/**
 * Mails the customer user who asked the office's answer, in the answer's transaction (a rolled
 * back answer mails nothing). A request whose asker has since gone mails no one, nor does a
 * confirmation to an asker who turned that notice off on My Company.
 */
export async function mailRequestAnswer(
  ctx: Pick<PluginContext, 'mail' | 'config'>,
  trx: Db,
  pickup: PickupRow,
  answer: Answer,
): Promise<void> {
  if (pickup.requestedBy === null) return;
  const asker = await trx.selectFrom('users').select('email').where('id', '=', pickup.requestedBy).executeTakeFirst();
  if (!asker) return;
  // A confirmation is the "Pickup confirmed" notice, which the asker may have turned off; a decline always goes.
  if (answer.kind === 'confirmed') {
    const told = await customersService.noticeRecipients(trx, pickup.customerId, 'pickupConfirmed', [asker.email]);
    if (told.length === 0) return;
  }
  const link = `${publicAddress(ctx.config)}/customers/pickups/${pickup.id}`;
  const subject =
    answer.kind === 'confirmed' ? REQUEST_SUBJECT.confirmed(pickup.pickupNumber) : REQUEST_SUBJECT.declined(pickup.pickupNumber);
  await ctx.mail.send(trx, { to: asker.email, subject, body: <RequestAnswer pickup={pickup} answer={answer} link={link} /> });
}
