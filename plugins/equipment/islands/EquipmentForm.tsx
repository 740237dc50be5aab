import { toDisplayDate } from '../../../shared/dates.ts';
import { DateField } from '../../../web/ui/DateField.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';
import { TextAreaField } from '../../../web/ui/form/fields.tsx';
import { RecordForm } from '../../../web/ui/form/RecordForm.tsx';
import { useRecordForm } from '../../../web/ui/form/useRecordForm.ts';
import { equipmentInputSchema } from '../schema.ts';
import type { EquipmentFormProps } from './props.ts';
export { equipmentFormPropsSchema as props } from './props.ts';

/** Creates or edits a piece of test equipment and its calibration. */
export default function EquipmentForm({ equipment }: EquipmentFormProps) {
  const form = useRecordForm({
    initial: {
      name: equipment?.name ?? '',
      calibration: equipment?.calibration ?? '',
      lastCalibrated: toDisplayDate(equipment?.lastCalibrated),
      calibrationDue: toDisplayDate(equipment?.calibrationDue),
      detailsLabel: equipment?.detailsLabel ?? '',
      details: equipment?.details ?? '',
    },
    schema: equipmentInputSchema,
    recordId: equipment?.id ?? null,
    version: equipment?.version,
    apiPath: '/api/test-equipment',
    entity: 'equipment',
    listHref: '/admin/test-equipment',
    messages: {
      created: 'Your test equipment was saved',
      saved: 'Your test equipment was saved',
      deleted: 'Test equipment has been deleted',
      confirmDelete: 'Are you sure you wish to delete this equipment?',
    },
  });
  const { values, set, errors } = form;
  return (
    <RecordForm
      noun="Equipment"
      isNew={form.recordId === null}
      busy={form.busy}
      cancelHref="/admin/test-equipment"
      onSave={form.save}
      onDelete={form.remove}
    >
      <TextField label="Name" name="name" value={values.name} onChange={set('name')} error={errors.name} required />
      <TextField
        label="Calibration Dates"
        name="calibration"
        value={values.calibration}
        onChange={set('calibration')}
        error={errors.calibration}
        required
      />
      <DateField
        label="Last Calibrated"
        name="lastCalibrated"
        value={values.lastCalibrated}
        onChange={set('lastCalibrated')}
        error={errors.lastCalibrated}
      />
      <DateField
        label="Calibration Due"
        name="calibrationDue"
        value={values.calibrationDue}
        onChange={set('calibrationDue')}
        error={errors.calibrationDue}
      />
      <TextField
        label="Details Label"
        name="detailsLabel"
        value={values.detailsLabel}
        onChange={set('detailsLabel')}
        error={errors.detailsLabel}
      />
      <TextAreaField label="Details" name="details" value={values.details} onChange={set('details')} error={errors.details} />
    </RecordForm>
  );
}
