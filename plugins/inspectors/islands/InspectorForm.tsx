import { RecordForm } from '../../../web/ui/form/RecordForm.tsx';
import { useRecordForm } from '../../../web/ui/form/useRecordForm.ts';
import { CustomerPicker } from '../../customers/client.ts';
import { InspectorFields } from '../components/InspectorFields.tsx';
import { inspectorEditorOptions } from '../components/inspector-form.ts';
import { INSPECTOR_MESSAGES } from '../messages.ts';
import type { InspectorFormProps } from './props.ts';
export { inspectorFormPropsSchema as props } from './props.ts';

/** The inspector form: Create Inspector or Save Inspector, Save & Continue Edit, Cancel, and Delete for a saved one. */
export default function InspectorForm({ inspector, listPath, staff }: InspectorFormProps) {
  const saved = staff ? INSPECTOR_MESSAGES.saved : INSPECTOR_MESSAGES.savedOwn;
  const form = useRecordForm({
    ...inspectorEditorOptions(inspector, inspector?.customerId ?? null),
    listHref: listPath,
    messages: {
      created: saved,
      saved,
      deleted: INSPECTOR_MESSAGES.deleted,
      confirmDelete: 'Are you sure you wish to delete this inspector?',
    },
  });

  return (
    <RecordForm
      noun="Inspector"
      label="Inspector"
      isNew={form.recordId === null}
      busy={form.busy}
      cancelHref={listPath}
      onSave={(mode) => void form.save(mode)}
      onDelete={() => void form.remove()}
    >
      <InspectorFields
        editor={form}
        company={
          staff && <CustomerPicker value={form.values.customerId} onChange={form.set('customerId')} error={form.errors.customerId} />
        }
      />
    </RecordForm>
  );
}
