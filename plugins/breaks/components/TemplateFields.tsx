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

function Message({ name, error }: { name: string; error?: string | undefined }) {
  return error ? (
    <p id={`${name}-message`} className="text-xs text-red-600" data-field-error={name}>
      {error}
    </p>
  ) : null;
}

function labelOf(field: TemplateField, labels: FieldsProps['labels']) {
  const label = labels[field.name] ?? field.label;
  return `${label}${field.unit && !label.includes(`(${field.unit})`) ? ` (${field.unit})` : ''}`;
}

/** One input of the template's form, as its type says. */
function FieldInput({ field, values, errors, labels, onChange }: Omit<FieldsProps, 'fields' | 'shownValues'> & { field: TemplateField }) {
  const value = values[field.name] ?? '';
  const error = errors[field.name];
  const common = {
    id: `field-${field.name}`,
    name: field.name,
    required: field.required === true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${field.name}-message` : undefined,
    className: `${FIELD_STYLE} w-full ${error ? 'border-red-500' : ''}`,
  };
  const label = (
    <label htmlFor={common.id} className="text-sm font-medium text-slate-700">
      {labelOf(field, labels)}
    </label>
  );
  if (field.type === 'radio') {
    return (
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-slate-700">{labelOf(field, labels)}</legend>
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
  let input;
  if (field.type === 'textarea')
    input = <textarea {...common} rows={3} value={value} onChange={(event) => onChange(field.name, event.target.value)} />;
  else if (field.type === 'select') {
    input = (
      <select {...common} value={value} onChange={(event) => onChange(field.name, event.target.value)}>
        <option value="">Choose…</option>
        {optionsOf(field).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'autocomplete') {
    input = (
      <>
        <input
          {...common}
          list={`${common.id}-options`}
          value={value}
          onChange={(event) => onChange(field.name, event.target.value)}
          autoComplete="off"
        />
        <datalist id={`${common.id}-options`}>
          {optionsOf(field).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </datalist>
      </>
    );
  } else {
    const masked = field.requireVerification === true;
    input = (
      <input
        {...common}
        type={masked ? 'password' : 'text'}
        inputMode={field.numeric === true ? 'decimal' : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(field.name, event.target.value)}
      />
    );
  }
  const copy = verificationName(field.name);
  return (
    <div className="flex flex-col gap-1">
      {label}
      {input}
      <Message name={field.name} error={error} />
      {field.requireVerification === true && (
        <>
          <label htmlFor={`field-${copy}`} className="text-sm font-medium text-slate-700">
            Verify {labelOf(field, labels)}
          </label>
          <input
            id={`field-${copy}`}
            name={copy}
            type="password"
            autoComplete="off"
            inputMode={field.numeric === true ? 'decimal' : undefined}
            required={field.required === true}
            className={`${FIELD_STYLE} w-full ${errors[copy] ? 'border-red-500' : ''}`}
            aria-invalid={errors[copy] ? true : undefined}
            value={values[copy] ?? ''}
            onChange={(event) => onChange(copy, event.target.value)}
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
