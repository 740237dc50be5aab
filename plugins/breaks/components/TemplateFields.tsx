import { isShown, optionValues, type TemplateField } from '../../templates/client.ts';
import { FIELD_STYLE } from '../../../web/ui/form/fields.tsx';
import { verificationName } from '../rules/entry.ts';

type Values = Record<string, string>;

interface FieldsProps {
  fields: readonly TemplateField[];
  values: Values;
  /** The values as the engine reads them (defaults applied), for which conditional fields show. */
  shownValues: Readonly<Record<string, unknown>>;
  errors: Record<string, string>;
  /** The labels dynamic_input fields have now (their `dynamicLabel`), by field name. */
  labels: Readonly<Record<string, string>>;
  onChange(name: string, value: string): void;
}

const optionsOf = (field: TemplateField) =>
  (field.options ?? []).map((option) =>
    typeof option === 'object'
      ? { value: String(option.value), label: option.label ?? String(option.value) }
      : { value: String(option), label: String(option) },
  );

export function Message({ name, error }: { name: string; error?: string | undefined }) {
  return error ? (
    <p id={`${name}-message`} className="text-xs text-red-600" data-field-error={name}>
      {error}
    </p>
  ) : null;
}

export function fieldLabel(field: TemplateField, labels: FieldsProps['labels']) {
  const label = labels[field.name] ?? field.label;
  return `${label}${field.unit && !label.includes(`(${field.unit})`) ? ` (${field.unit})` : ''}`;
}

interface ControlProps {
  field: TemplateField;
  /** The element's id and name: a set row's are its own. */
  id: string;
  name: string;
  value: string;
  error?: string | undefined;
  /** Where no visible label is beside it (a set row's cell): what a screen reader says. */
  ariaLabel?: string | undefined;
  onChange(value: string): void;
}

/**
 * The bare control of one template field, as its type says: a select for options (a radio
 * field too, where there is no room for its buttons: a set row), a list of suggestions, a text
 * area, or a text input, masked for a verified value.
 */
export function FieldControl({ field, id, name, value, error, ariaLabel, onChange }: ControlProps) {
  const common = {
    id,
    name,
    required: field.required === true,
    'aria-label': ariaLabel,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${name}-message` : undefined,
    className: `${FIELD_STYLE} w-full ${error ? 'border-red-500' : ''}`,
  };
  if (field.type === 'textarea') return <textarea {...common} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />;
  if (field.type === 'select' || field.type === 'radio') {
    return (
      <select {...common} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose…</option>
        {optionsOf(field).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  if (field.type === 'autocomplete') {
    return (
      <>
        <input {...common} list={`${id}-options`} value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
        <datalist id={`${id}-options`}>
          {optionsOf(field).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </datalist>
      </>
    );
  }
  return (
    <input
      {...common}
      type={field.requireVerification === true ? 'password' : 'text'}
      inputMode={field.numeric === true ? 'decimal' : undefined}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** One input of the template's form with its label and message (a verified one typed twice). */
function FieldInput({ field, values, errors, labels, onChange }: Omit<FieldsProps, 'fields' | 'shownValues'> & { field: TemplateField }) {
  const value = values[field.name] ?? '';
  const error = errors[field.name];
  const id = `field-${field.name}`;
  if (field.type === 'radio') {
    return (
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-700">{fieldLabel(field, labels)}</legend>
        <div className="flex flex-wrap gap-4">
          {optionsOf(field).map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={field.name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(field.name, option.value)}
                required={field.required === true}
              />
              {option.label}
            </label>
          ))}
        </div>
        <Message name={field.name} error={error} />
      </fieldset>
    );
  }
  const copy = verificationName(field.name);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {fieldLabel(field, labels)}
      </label>
      <FieldControl field={field} id={id} name={field.name} value={value} error={error} onChange={(text) => onChange(field.name, text)} />
      <Message name={field.name} error={error} />
      {field.requireVerification === true && (
        <>
          <label htmlFor={`field-${copy}`} className="text-sm font-medium text-slate-700">
            Verify {fieldLabel(field, labels)}
          </label>
          <FieldControl
            field={field}
            id={`field-${copy}`}
            name={copy}
            value={values[copy] ?? ''}
            error={errors[copy]}
            onChange={(text) => onChange(copy, text)}
          />
          <Message name={copy} error={errors[copy]} />
        </>
      )}
    </div>
  );
}

/**
 * The template's fields in form order: groups as fieldsets, conditional fields while their
 * condition holds, verified fields typed twice and masked, options from the template, and a
 * dynamic_input field under the label its `dynamicLabel` gives.
 */
export function TemplateFields({ fields, values, shownValues, errors, labels, onChange }: FieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        if (field.type === 'group') {
          return (
            <fieldset key={field.name} className="col-span-full rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-800">{field.label}</legend>
              <TemplateFields
                fields={field.fields ?? []}
                values={values}
                shownValues={shownValues}
                errors={errors}
                labels={labels}
                onChange={onChange}
              />
            </fieldset>
          );
        }
        if (!isShown(field, shownValues)) return null;
        return (
          <div key={field.name} className={field.type === 'textarea' || optionValues(field)?.length ? 'col-span-full' : ''}>
            <FieldInput field={field} values={values} errors={errors} labels={labels} onChange={onChange} />
          </div>
        );
      })}
    </div>
  );
}
