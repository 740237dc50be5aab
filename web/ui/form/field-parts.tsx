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
