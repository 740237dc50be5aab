import { useState } from 'react';
import { deleteRecord, NAVIGATE_AFTER_MS } from '../../../web/ui/form/delete-record.ts';
import { RecordForm } from '../../../web/ui/form/RecordForm.tsx';
import { showSuccess } from '../../../web/ui/index.ts';
import { CustomerPicker } from '../../customers/client.ts';
import { LocationFields } from '../components/LocationFields.tsx';
import { LOCATIONS_API, useLocationEditor } from '../components/useLocationEditor.ts';
import { LOCATION_MESSAGES } from '../messages.ts';
import type { LocationFormProps } from './props.ts';

/** The location (project address) form: Create Location or Save Location, Cancel, and Delete for a saved one. */
export default function LocationForm({ location: saved, staff, listPath, returnPath }: LocationFormProps) {
  const editor = useLocationEditor(saved, staff);
  const [leaving, setLeaving] = useState(false);
  const leave = (to: string) => {
    setLeaving(true);
    setTimeout(() => location.assign(to), NAVIGATE_AFTER_MS);
  };

  async function save() {
    if (!(await editor.save())) return;
    showSuccess(staff ? LOCATION_MESSAGES.saved : LOCATION_MESSAGES.savedOwn);
    leave(returnPath);
  }

  async function remove() {
    if (editor.id === null) return;
    const question = 'Are you sure you wish to delete this location?';
    await deleteRecord({
      apiPath: LOCATIONS_API,
      id: editor.id,
      question,
      deleted: LOCATION_MESSAGES.deleted,
      listHref: listPath,
      setBusy: setLeaving,
    });
  }

  return (
    <RecordForm
      noun="Location"
      label="Location"
      isNew={editor.id === null}
      busy={editor.busy || leaving}
      cancelHref={returnPath}
      continueEdit={false}
      onSave={() => void save()}
      onDelete={() => void remove()}
    >
      <LocationFields
        editor={editor}
        staff={staff}
        customer={
          staff && <CustomerPicker value={editor.customerId} onChange={(id) => editor.pickCustomer(id)} error={editor.errors.customerId} />
        }
      />
    </RecordForm>
  );
}
