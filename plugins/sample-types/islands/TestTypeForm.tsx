import { TextField } from '../../../web/ui/TextField.tsx';
import { testTypeInputSchema } from '../schema.ts';
import { CheckboxField } from '../../../web/ui/form/fields.tsx';
import { RecordForm } from '../../../web/ui/form/RecordForm.tsx';
import { useRecordForm } from '../../../web/ui/form/useRecordForm.ts';
import type { TestTypeFormProps } from './props.ts';
export { testTypeFormPropsSchema as props } from './props.ts';

/** Creates or edits a test type: days from casting to testing, and whether it needs a test date. */
export default function TestTypeForm({ testType }: TestTypeFormProps) {
  const form = useRecordForm({
    initial: {
      description: testType?.description ?? '',
      dateVariance: testType ? String(testType.dateVariance) : '',
      noTestDateRequired: testType?.noTestDateRequired ?? false,
    },
    schema: testTypeInputSchema,
    recordId: testType?.id ?? null,
    version: testType?.version,
    apiPath: '/api/test-types',
    entity: 'testType',
    listHref: '/admin/test-types',
    messages: {
      created: 'Your test type was saved',
      saved: 'Test Type has been saved',
      deleted: 'Test Type has been deleted',
      confirmDelete: 'Are you sure you wish to delete this test type?',
    },
  });
  const { values, set, errors } = form;
  return (
    <RecordForm
      noun="Test Type"
      isNew={form.recordId === null}
      busy={form.busy}
      cancelHref="/admin/test-types"
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
      <TextField
        label="Date Variance (days from cast date to test date)"
        name="dateVariance"
        inputMode="numeric"
        value={values.dateVariance}
        onChange={set('dateVariance')}
        error={errors.dateVariance}
      />
      <CheckboxField
        label="No test date required (specimens of this type may be received without one)"
        name="noTestDateRequired"
        checked={values.noTestDateRequired}
        onChange={set('noTestDateRequired')}
      />
    </RecordForm>
  );
}
