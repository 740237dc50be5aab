import type { ReactNode } from 'react';
import { Checkbox, Field, Label, Select } from '@headlessui/react';

export const FIELD_STYLE =
  'rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30 data-[invalid]:border-red-500';

function Message({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-xs text-red-600">
      {text}
    </p>
  ) : null;
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string): void;
  error?: string | undefined;
  /** The empty first choice; none when the field always has a value. */
  placeholder?: string;
}

/** A labelled choice with its field message underneath. */
export function SelectField({ label, name, value, options, onChange, error, placeholder }: SelectFieldProps) {
  return (
    <Field className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Select
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={Boolean(error)}
        aria-describedby={error ? `${name}-message` : undefined}
        className={FIELD_STYLE}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <Message id={`${name}-message`} text={error} />
    </Field>
  );
}

/** A labelled checkbox. */
export function CheckboxField({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Field className="flex items-center gap-2">
      <Checkbox
        checked={checked}
        onChange={onChange}
        className="group grid size-5 place-items-center rounded border border-slate-400 bg-white data-[checked]:border-emerald-700 data-[checked]:bg-emerald-700"
      >
        <svg className="hidden size-3.5 fill-none stroke-white stroke-[3] group-data-[checked]:block" viewBox="0 0 14 14" aria-hidden="true">
          <path d="M3 8l3 3 5-7" />
        </svg>
      </Checkbox>
      <Label className="text-sm text-slate-700">{label}</Label>
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

/** A titled part of the form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
