import { useId, type ReactNode } from 'react';

/** The look of every text input, select and text area, with the red border of a field in error (`aria-invalid`). */
export const FIELD_STYLE =
  'rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30 aria-invalid:border-red-500';

/** The label of a field above its control. */
export const LABEL_STYLE = 'text-sm font-medium text-slate-700';

/** A field's message under it; the control names it with `aria-describedby`. */
export function FieldMessage({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className="text-xs text-red-600">
      {error}
    </p>
  ) : null;
}

/** What a labelled control carries: its id, its message's wiring while in error, and the field look. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/**
 * A label above a control and the field message under it, joined by ids: the control spreads
 * the props it is given (`{(control) => <input {...control} />}`).
 */
export function LabelledField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children(control: ControlProps): ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={LABEL_STYLE}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? messageId : undefined,
        className: FIELD_STYLE,
      })}
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}
