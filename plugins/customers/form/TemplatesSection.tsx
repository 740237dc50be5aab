import type { SampleTypeOption, TemplateChoice } from '../sample-types.ts';
import { SelectField } from '../../../web/ui/form/fields.tsx';
import type { CustomerFormApi } from './useCustomerForm.ts';

interface TemplatesSectionProps {
  form: CustomerFormApi;
  sampleTypes: readonly SampleTypeOption[];
  choices: readonly TemplateChoice[];
}

/** A report template per sample type for this customer; none chosen means the sample type's default. */
export function TemplatesSection({ form, sampleTypes, choices }: TemplatesSectionProps) {
  const options = choices.map((choice) => ({
    value: choice.id,
    label: choice.title === choice.id ? choice.id : `${choice.id} (${choice.title})`,
  }));
  const specimenTypes = sampleTypes.filter((type) => !type.nonSpecimen);
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <legend className="px-1 text-base font-semibold text-slate-900">Report Templates</legend>
      {specimenTypes.length === 0 ? (
        <p className="text-sm text-slate-600">No Data</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {specimenTypes.map((type) => (
            <SelectField
              key={type.id}
              label={`Template for ${type.description}`}
              name={`template-${type.id}`}
              value={form.values.templates[type.id] ?? ''}
              options={options}
              onChange={(value) => form.setTemplate(type.id, value)}
              error={form.errors[`templates.${type.id}.template`]}
              emptyLabel={`Default${type.defaultReportTemplate ? ` (${type.defaultReportTemplate})` : ''}`}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
