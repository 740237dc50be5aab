import { TextField } from '../../../web/ui/TextField.tsx';
import type { TextField as TextFieldName } from './state.ts';
import type { CustomerFormApi } from './useCustomerForm.ts';

interface FormTextProps {
  form: CustomerFormApi;
  field: TextFieldName;
  label: string;
  type?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
}

/** A text field bound to the customer form: its value, its setter and its message. */
export function FormText({ form, field, label, type = 'text', inputMode }: FormTextProps) {
  return (
    <TextField
      label={label}
      name={field}
      type={type}
      inputMode={inputMode}
      value={form.values[field]}
      onChange={(value) => form.setText(field, value)}
      error={form.errors[field]}
    />
  );
}
