import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button.tsx';
import type { SaveMode } from './useRecordForm.ts';
import { ActionBar } from './ActionBar.tsx';
import { buttonClass } from '../../../shared/ui-styles.ts';

export interface RecordFormProps {
  /** What the record is called on its buttons: `Material` gives Create Material / Save Material. */
  noun: string;
  /** The form's accessible name; `New <noun>` or `Edit <noun>` unless given. */
  label?: string;
  isNew: boolean;
  busy: boolean;
  cancelHref: string;
  /** Offers Save & Continue Edit (the material, equipment and inspector forms have it). */
  continueEdit?: boolean;
  onSave(mode: SaveMode): void;
  onDelete?: (() => void) | undefined;
  children: ReactNode;
}

/** A form's frame: its fields, then Create or Save, Save & Continue Edit, Cancel and Delete. */
export function RecordForm({ noun, label, isNew, busy, cancelHref, continueEdit = true, onSave, onDelete, children }: RecordFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave('back');
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label ?? (isNew ? `New ${noun}` : `Edit ${noun}`)}
      className="flex max-w-2xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {children}
      <ActionBar>
        <Button type="submit" disabled={busy}>
          {isNew ? `Create ${noun}` : `Save ${noun}`}
        </Button>
        {continueEdit && (
          <Button variant="secondary" disabled={busy} onClick={() => onSave('continue')}>
            Save &amp; Continue Edit
          </Button>
        )}
        <a href={cancelHref} className={buttonClass('secondary')}>
          Cancel
        </a>
        {!isNew && onDelete && (
          <Button variant="secondary" disabled={busy} onClick={onDelete} className="ml-auto text-red-700">
            Delete
          </Button>
        )}
      </ActionBar>
    </form>
  );
}
