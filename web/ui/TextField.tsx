import type { InputHTMLAttributes } from 'react';
import { LabelledField } from './form/field-parts.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

/** A labelled input with its field message underneath. */
export function TextField({ label, name, value, onChange, error, ...input }: TextFieldProps) {
  return (
    <LabelledField label={label} error={error}>
      {(control) => <input {...control} name={name} value={value} onChange={(event) => onChange(event.target.value)} {...input} />}
    </LabelledField>
  );
}
