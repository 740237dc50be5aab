import { Field, Input, Label } from '@headlessui/react';
import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

/** A labelled input with its field message underneath. */
export function TextField({ label, name, value, onChange, error, ...input }: TextFieldProps) {
  const messageId = `${name}-message`;
  return (
    <Field className="flex min-w-0 flex-col gap-1">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Input
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={Boolean(error)}
        aria-describedby={error ? messageId : undefined}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30 data-[invalid]:border-red-500"
        {...input}
      />
      {error && (
        <p id={messageId} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </Field>
  );
}
