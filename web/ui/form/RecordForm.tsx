import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button.tsx';
import type { SaveMode } from './useRecordForm.ts';

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
      className="flex max-w-2xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      {children}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy}>
          {isNew ? `Create ${noun}` : `Save ${noun}`}
        </Button>
        {continueEdit && (
          <Button variant="secondary" disabled={busy} onClick={() => onSave('continue')}>
            Save &amp; Continue Edit
          </Button>
        )}
        <a href={cancelHref} className="rounded-md px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
          Cancel
        </a>
        {!isNew && onDelete && (
          <Button variant="secondary" disabled={busy} onClick={onDelete} className="ml-auto text-red-700">
            Delete
          </Button>
        )}
      </div>
    </form>
  );
}
