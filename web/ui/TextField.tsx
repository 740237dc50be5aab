import { useId, type InputHTMLAttributes } from 'react';
import { FIELD_STYLE, FieldMessage, LABEL_STYLE } from './form/field-parts.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

/** A labelled input with its field message underneath. */
export function TextField({ label, name, value, onChange, error, ...input }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={LABEL_STYLE}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={FIELD_STYLE}
        {...input}
      />
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}
