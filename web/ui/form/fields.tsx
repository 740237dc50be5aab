import type { ReactNode } from 'react';
import { Checkbox, Field, Label, Select, Textarea } from '@headlessui/react';

/** The look of every text input, select and text area, with the red border of a field in error. */
export const FIELD_STYLE =
  'rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30 data-[invalid]:border-red-500';

function Message({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className="text-xs text-red-600">
      {error}
    </p>
  ) : null;
}

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
    <Field className="flex min-w-0 flex-col gap-1">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Select
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={Boolean(error)}
        aria-describedby={error ? `${name}-message` : undefined}
        className={FIELD_STYLE}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <Message id={`${name}-message`} error={error} />
    </Field>
  );
}

interface CheckboxFieldProps {
  label: string;
  name?: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}

/** A labelled checkbox (Headless UI's, so it is a real, focusable switch with a name). */
export function CheckboxField({ label, name, checked, onChange, disabled = false }: CheckboxFieldProps) {
  return (
    <Field className="flex items-center gap-2" disabled={disabled}>
      <Checkbox
        {...(name ? { name } : {})}
        checked={checked}
        onChange={onChange}
        className="group grid size-5 place-items-center rounded border border-slate-400 bg-white data-[checked]:border-emerald-700 data-[checked]:bg-emerald-700 data-[disabled]:opacity-50"
      >
        <span className="hidden text-xs leading-none text-white group-data-[checked]:block">✓</span>
      </Checkbox>
      <Label className="text-sm text-slate-700">{label}</Label>
    </Field>
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
    <Field className="flex min-w-0 flex-col gap-1">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Textarea
        name={name}
        value={value}
        rows={4}
        onChange={(event) => onChange(event.target.value)}
        invalid={Boolean(error)}
        aria-describedby={error ? `${name}-message` : undefined}
        className={FIELD_STYLE}
      />
      <Message id={`${name}-message`} error={error} />
    </Field>
  );
}

/** A value the form shows but this user may not change. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{label}</span>
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
