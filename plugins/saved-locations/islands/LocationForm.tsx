import { RecordForm } from '../../../web/ui/form/RecordForm.tsx';
import { useRecordForm } from '../../../web/ui/form/useRecordForm.ts';
import { CustomerPicker } from '../../customers/client.ts';
import { LocationFields } from '../components/LocationFields.tsx';
import { locationEditorOptions } from '../components/location-form.ts';
import { LOCATION_MESSAGES } from '../messages.ts';
import type { LocationFormProps } from './props.ts';
export { locationFormPropsSchema as props } from './props.ts';

/** The location (project address) form: Create Location or Save Location, Cancel, and Delete for a saved one. */
export default function LocationForm({ location, staff, listPath, returnPath }: LocationFormProps) {
  const saved = staff ? LOCATION_MESSAGES.saved : LOCATION_MESSAGES.savedOwn;
  const form = useRecordForm({
    ...locationEditorOptions(location, staff),
    listHref: listPath,
    returnHref: returnPath,
    messages: {
      created: saved,
      saved,
      deleted: LOCATION_MESSAGES.deleted,
      confirmDelete: 'Are you sure you wish to delete this location?',
    },
  });

  return (
    <RecordForm
      noun="Location"
      label="Location"
      isNew={form.recordId === null}
      busy={form.busy}
      cancelHref={returnPath}
      continueEdit={false}
      onSave={() => void form.save('back')}
      onDelete={() => void form.remove()}
    >
      <LocationFields
        editor={form}
        staff={staff}
        customer={
          staff && <CustomerPicker value={form.values.customerId} onChange={form.set('customerId')} error={form.errors.customerId} />
        }
      />
    </RecordForm>
  );
}
