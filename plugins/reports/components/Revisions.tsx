import { formatLabDateTime } from '../../../shared/format.ts';
import type { ReportFormProps } from '../islands/props.ts';

type Issue = ReportFormProps['report']['issues'][number];

const STANDING = (issue: Issue) =>
  issue.standing.state === 'current'
    ? 'Current'
    : issue.standing.state === 'superseded'
      ? `Superseded by revision ${issue.standing.by}`
      : 'Withdrawn';

/** Every issued revision, each downloadable: when, who approved it, why it was amended, where it stands. */
export function Revisions({
  issues,
  timeZone,
  canSend,
  busy,
  onSend,
}: {
  issues: Issue[];
  /** The lab's: when a revision was issued reads in it. */
  timeZone: string;
  canSend: boolean;
  busy: boolean;
  onSend(filename: string): void;
}) {
  if (issues.length === 0) return <p className="text-sm text-slate-600">No revision issued yet: finalize the report, then issue it.</p>;
  return (
    <ul className="flex flex-col gap-3 text-sm">
      {issues.map((issue) => (
        <li key={issue.revision} className="flex flex-col gap-1 border-b border-slate-200 pb-2">
          <div className="flex flex-wrap items-center gap-3">
            <a className="link font-semibold" href={`/api/reports/files/${issue.filename}`} target="_blank" rel="noopener">
              {`Revision ${issue.revision}`}
            </a>
            <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{STANDING(issue)}</span>
            {canSend && issue.standing.state === 'current' ? (
              <button type="button" className="link" disabled={busy} onClick={() => onSend(issue.filename)}>
                Send
              </button>
            ) : null}
          </div>
          <span className="text-slate-700">{`Issued ${formatLabDateTime(issue.issuedAt, timeZone)} · approved by ${issue.approvedBy}, ${issue.approvedRole}`}</span>
          {issue.amendReason ? <span className="text-slate-700">{`Reason for the amendment: ${issue.amendReason}`}</span> : null}
          <a className="link break-all text-xs" href={`/verify/${issue.code}`} target="_blank" rel="noopener">
            {`Verification page · SHA-256 ${issue.sha256.slice(0, 16)}…`}
          </a>
        </li>
      ))}
    </ul>
  );
}
