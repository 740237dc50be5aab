import { useId, type ReactNode } from 'react';
import { LABEL_STYLE, LabelledField } from './field-parts.tsx';

export { FIELD_STYLE } from './field-parts.tsx';

interface ChoiceFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The label of the empty choice; without it a choice is required. */
  emptyLabel?: string;
  error?: string | undefined;
}

/** A labelled select with its field message. */
export function SelectField({ label, name, value, onChange, options, emptyLabel, error }: ChoiceFieldProps) {
  return (
    <LabelledField label={label} error={error}>
      {(control) => (
        <select {...control} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

interface CheckboxFieldProps {
  label: string;
  name?: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}

/** A labelled checkbox: the browser's own, in the primary colour. */
export function CheckboxField({ label, name, checked, onChange, disabled = false }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        {...(name ? { name } : {})}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-emerald-700 disabled:opacity-50"
      />
      <label htmlFor={id} className={`text-sm text-slate-700 ${disabled ? 'opacity-50' : ''}`}>
        {label}
      </label>
    </div>
  );
}

interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

/** A labelled multi-line text with its field message. */
export function TextAreaField({ label, name, value, onChange, error }: TextAreaFieldProps) {
  return (
    <LabelledField label={label} error={error}>
      {(control) => <textarea {...control} name={name} value={value} rows={4} onChange={(event) => onChange(event.target.value)} />}
    </LabelledField>
  );
}

/** A value the form shows but this user may not change. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className={LABEL_STYLE}>{label}</span>
      <span className="py-2 text-sm text-slate-900">{value || '—'}</span>
    </div>
  );
}

/** A titled part of a long form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
