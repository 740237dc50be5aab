/** One input per template field, as the field's type says; groups become fieldsets. */
import { useId } from 'react';
import { isShown } from '../engine/fields.ts';
import type { TemplateField } from '../engine/schema.ts';
import { TextField } from '../../../web/ui/TextField.tsx';

const BOX =
  'rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30';

type Option = NonNullable<TemplateField['options']>[number];

function optionOf(option: Option): { value: string; label: string } {
  return typeof option === 'object'
    ? { value: String(option.value), label: option.label }
    : { value: String(option), label: String(option) };
}

interface FieldInputProps {
  field: TemplateField;
  value: string;
  onChange(name: string, value: string): void;
}

function FieldInput({ field, value, onChange }: FieldInputProps) {
  const id = useId();
  const options = (field.options ?? []).map(optionOf);
  const label = field.required === true ? `${field.label} *` : field.label;
  if (field.type === 'radio' && options.length > 0) {
    return (
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-700">{label}</legend>
        <div className="flex flex-wrap gap-4">
          {options.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={field.name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(field.name, option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  if ((field.type === 'select' || field.type === 'autocomplete') && options.length > 0) {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <select id={id} name={field.name} value={value} onChange={(event) => onChange(field.name, event.target.value)} className={BOX}>
          <option value="">—</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  if (field.type === 'textarea') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <textarea
          id={id}
          name={field.name}
          value={value}
          rows={2}
          onChange={(event) => onChange(field.name, event.target.value)}
          className={BOX}
        />
      </div>
    );
  }
  return (
    <TextField
      label={label}
      name={field.name}
      value={value}
      inputMode={field.numeric === true ? 'decimal' : 'text'}
      autoComplete="off"
      onChange={(text) => onChange(field.name, text)}
    />
  );
}

export interface FieldInputsProps {
  fields: readonly TemplateField[];
  /** What was typed, by field name. */
  entered: Readonly<Record<string, string>>;
  /** The values the template gives the fields (defaults applied), for conditional fields. */
  values: Readonly<Record<string, unknown>>;
  defaults: Readonly<Record<string, unknown>>;
  onChange(name: string, value: string): void;
}

/** The template's fields in its own order; a conditional field shows while its condition holds. */
export function FieldInputs({ fields, entered, values, defaults, onChange }: FieldInputsProps) {
  return (
    <>
      {fields.map((field) => {
        if (field.type === 'group') {
          return (
            <fieldset key={field.name} className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-700">{field.label}</legend>
              <FieldInputs fields={field.fields ?? []} entered={entered} values={values} defaults={defaults} onChange={onChange} />
            </fieldset>
          );
        }
        if (!isShown(field, values)) return null;
        const fallback = defaults[field.name] ?? field.default;
        const value = entered[field.name] ?? (fallback === undefined || fallback === null ? '' : String(fallback));
        return <FieldInput key={field.name} field={field} value={value} onChange={onChange} />;
      })}
    </>
  );
}
