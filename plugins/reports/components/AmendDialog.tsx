import { useState } from 'react';
import { Button } from '../../../web/ui/Button.tsx';
import { Dialog } from '../../../web/ui/Dialog.tsx';
import { TextAreaField } from '../../../web/ui/form/fields.tsx';

/** Opens a finalized report's next revision: why it is amended, printed on the amended report. */
export function AmendDialog(props: {
  revision: number;
  error: string | undefined;
  busy: boolean;
  onAmend(reason: string): void;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog open title="Amend Report" onClose={props.onClose}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog sits inside the report's form in React's tree: its submit is its own.
          event.stopPropagation();
          props.onAmend(reason);
        }}
      >
        <p className="text-sm text-slate-700">
          {`Revision ${props.revision + 1} will be opened for changes. Once finalized and issued it supersedes revision ${props.revision}, which stays downloadable.`}
        </p>
        <TextAreaField label="Reason for the Amendment" name="reason" value={reason} onChange={setReason} error={props.error} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={props.busy}>
            Amend
          </Button>
          <Button type="button" variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
