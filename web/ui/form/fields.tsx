import { Checkbox, Field, Label, Select, Textarea } from '@headlessui/react';

const INPUT =
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
  options: Array<{ value: string; label: string }>;
  /** The label of the empty choice; without it a choice is required. */
  emptyLabel?: string;
  error?: string | undefined;
}

/** A labelled select with its field message. */
export function SelectField({ label, name, value, onChange, options, emptyLabel, error }: ChoiceFieldProps) {
  return (
    <Field className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Select name={name} value={value} onChange={(event) => onChange(event.target.value)} invalid={Boolean(error)} aria-describedby={error ? `${name}-message` : undefined} className={INPUT}>
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
  name: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** A labelled checkbox (Headless UI's, so it is a real, focusable switch with a name). */
export function CheckboxField({ label, name, checked, onChange }: CheckboxFieldProps) {
  return (
    <Field className="flex items-center gap-2">
      <Checkbox
        name={name}
        checked={checked}
        onChange={onChange}
        className="group grid size-5 place-items-center rounded border border-slate-400 bg-white data-[checked]:border-emerald-700 data-[checked]:bg-emerald-700"
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
    <Field className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Textarea name={name} value={value} rows={4} onChange={(event) => onChange(event.target.value)} invalid={Boolean(error)} aria-describedby={error ? `${name}-message` : undefined} className={INPUT} />
      <Message id={`${name}-message`} error={error} />
    </Field>
  );
}
