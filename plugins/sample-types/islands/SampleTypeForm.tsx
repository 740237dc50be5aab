import { TextField } from '../../../web/ui/TextField.tsx';
import { sampleTypeInputSchema } from '../schema.ts';
import { CheckboxField, SelectField } from '../../../web/ui/form/fields.tsx';
import { RecordForm } from '../../../web/ui/form/RecordForm.tsx';
import { useRecordForm } from '../../../web/ui/form/useRecordForm.ts';
import type { SampleTypeFormProps } from './props.ts';
import { BreakScheduleField, scheduleLines, type ScheduleLine } from '../components/BreakScheduleField.tsx';
export { sampleTypeFormPropsSchema as props } from './props.ts';

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** Creates or edits a sample type: price, Max PSI %, default test type and report template. */
export default function SampleTypeForm({ sampleType, testTypes, templates }: SampleTypeFormProps) {
  const form = useRecordForm({
    initial: {
      description: sampleType?.description ?? '',
      sku: text(sampleType?.sku ?? null),
      defaultRate: text(sampleType?.defaultRate ?? null),
      maxPsiPct: text(sampleType?.maxPsiPct ?? null),
      nonSpecimen: sampleType?.nonSpecimen ?? false,
      defaultTestTypeId: text(sampleType?.defaultTestTypeId ?? null),
      defaultReportTemplate: sampleType?.defaultReportTemplate ?? '',
      quickbooksId: sampleType?.quickbooksId ?? '',
      // The lines as JSON text: the form keeps plain values, the schema reads the text.
      breakSchedule: JSON.stringify(scheduleLines(sampleType?.breakSchedule ?? null)),
    },
    schema: sampleTypeInputSchema,
    recordId: sampleType?.id ?? null,
    version: sampleType?.version,
    apiPath: '/api/sample-types',
    entity: 'sampleType',
    listHref: '/admin/sample-types',
    messages: {
      created: 'Your sample type was saved',
      saved: 'Sample Type has been saved',
      deleted: 'Sample Type has been deleted',
      confirmDelete: 'Are you sure you wish to delete this sample type?',
    },
  });
  const { values, set, errors } = form;
  return (
    <RecordForm
      noun="Sample Type"
      isNew={form.recordId === null}
      busy={form.busy}
      cancelHref="/admin/sample-types"
      onSave={form.save}
      onDelete={form.remove}
    >
      <TextField
        label="Description"
        name="description"
        value={values.description}
        onChange={set('description')}
        error={errors.description}
        required
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="SKU" name="sku" inputMode="numeric" value={values.sku} onChange={set('sku')} error={errors.sku} />
        <TextField
          label="Default Rate"
          name="defaultRate"
          inputMode="decimal"
          value={values.defaultRate}
          onChange={set('defaultRate')}
          error={errors.defaultRate}
        />
        <TextField
          label="Max PSI %"
          name="maxPsiPct"
          inputMode="decimal"
          value={values.maxPsiPct}
          onChange={set('maxPsiPct')}
          error={errors.maxPsiPct}
        />
      </div>
      <CheckboxField
        label="Non-Specimen (billed, never broken)"
        name="nonSpecimen"
        checked={values.nonSpecimen}
        onChange={set('nonSpecimen')}
      />
      <SelectField
        label="Default Test Type"
        name="defaultTestTypeId"
        value={values.defaultTestTypeId}
        onChange={set('defaultTestTypeId')}
        emptyLabel="None"
        options={testTypes.map((type) => ({ value: String(type.id), label: type.description }))}
        error={errors.defaultTestTypeId}
      />
      <BreakScheduleField
        lines={JSON.parse(values.breakSchedule) as ScheduleLine[]}
        testTypes={testTypes}
        onChange={(lines) => set('breakSchedule')(JSON.stringify(lines))}
        error={errors.breakSchedule}
      />
      <SelectField
        label="Default Report Template"
        name="defaultReportTemplate"
        value={values.defaultReportTemplate}
        onChange={set('defaultReportTemplate')}
        emptyLabel="None"
        options={templates.map((template) => ({ value: template.id, label: `${template.id}: ${template.title}` }))}
        error={errors.defaultReportTemplate}
      />
      <TextField
        label="QuickBooks ID"
        name="quickbooksId"
        value={values.quickbooksId}
        onChange={set('quickbooksId')}
        error={errors.quickbooksId}
      />
    </RecordForm>
  );
}
