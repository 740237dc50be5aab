import type { ReportNoticeFacts } from '../reports/index.ts';

/** What happened to the report: a revision issued (an amended one names why it replaces the one before), or an issued report reopened to be amended. */
export type ReportNoticeEvent =
  | { kind: 'issued'; revision: number; amendReason: string | null }
  | { kind: 'amended'; revision: number; supersedes: number; reason: string };

type Facts = Pick<ReportNoticeFacts, 'sampleNum' | 'pickupNumber' | 'projectAddress'>;

/**
 * The notice's subject, at most 200 characters as every mail's.
 * @example reportNoticeSubject({ kind: 'issued', revision: 1, amendReason: null }, { sampleNum: '2611-3', projectAddress: '500 Tower Rd' })
 *          // 'Report 2611-3 issued: 500 Tower Rd'
 */
export function reportNoticeSubject(event: ReportNoticeEvent, facts: Pick<Facts, 'sampleNum' | 'projectAddress'>): string {
  const where = facts.projectAddress ? `: ${facts.projectAddress}` : '';
  const what =
    event.kind === 'amended'
      ? `Report ${facts.sampleNum} is being amended`
      : event.revision > 1
        ? `Amended report ${facts.sampleNum}, revision ${event.revision}, issued`
        : `Report ${facts.sampleNum} issued`;
  return `${what}${where}`.slice(0, 200);
}

/** The notice's text, with the link to the report's page on the portal. */
export function ReportNotice({ event, facts, link }: { event: ReportNoticeEvent; facts: Facts; link: string }) {
  const report = `report ${facts.sampleNum} of pickup #${facts.pickupNumber}${facts.projectAddress ? ` (${facts.projectAddress})` : ''}`;
  return (
    <>
      {event.kind === 'amended' ? (
        <>
          <p>
            The lab is amending {report}: revision {event.supersedes} is withdrawn until revision {event.revision} is issued.
          </p>
          <p>Reason: {event.reason}</p>
          <p>You will have a notice when the amended report is issued.</p>
        </>
      ) : event.revision > 1 ? (
        <>
          <p>
            The lab has issued revision {event.revision} of {report}; it replaces revision {event.revision - 1}.
          </p>
          {event.amendReason && <p>Reason for the amendment: {event.amendReason}</p>}
        </>
      ) : (
        <p>The lab has issued {report}.</p>
      )}
      <p>
        Open it on the portal: <a href={link}>{link}</a>
      </p>
    </>
  );
}
