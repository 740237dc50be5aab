import { useState } from 'react';
import { Button } from '../../../web/ui/Button.tsx';
import { Dialog } from '../../../web/ui/Dialog.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';

export interface ReviewPoint {
  key: string;
  text: string;
}

/**
 * The review before a report is finalized: each point (a failed, untested, cancelled or held
 * specimen, a result with no strength requirement) is confirmed with a reason, which the report
 * prints as the lab's statement.
 */
export function ReviewDialog(props: {
  points: ReviewPoint[];
  errors: Record<string, string>;
  busy: boolean;
  onConfirm(confirmations: Record<string, string>): void;
  onClose(): void;
}) {
  const [reasons, setReasons] = useState<Record<string, string>>({});
  return (
    <Dialog open title="Review Before Finalizing" onClose={props.onClose}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog sits inside the report's form in React's tree: its submit is its own.
          event.stopPropagation();
          props.onConfirm(reasons);
        }}
      >
        <p className="text-sm text-slate-700">
          Confirm each point with its reason. The reasons print on the report as the laboratory&apos;s statements.
        </p>
        {props.points.map((point) => (
          <TextField
            key={point.key}
            label={`${point.text}: Reason`}
            name={`confirmations.${point.key}`}
            value={reasons[point.key] ?? ''}
            onChange={(value) => setReasons({ ...reasons, [point.key]: value })}
            error={props.errors[`confirmations.${point.key}`]}
          />
        ))}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={props.busy}>
            Confirm And Finalize
          </Button>
          <Button type="button" variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
