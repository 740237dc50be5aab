import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { clearTableCache } from '../../../web/table/cache.ts';
import { RecordForm } from '../../../web/ui/form/RecordForm.tsx';
import { confirmAction, showError, showSuccess } from '../../../web/ui/index.ts';
import { CustomerPicker } from '../../customers/client.ts';
import { LocationFields } from '../components/LocationFields.tsx';
import { LOCATIONS_API, useLocationEditor } from '../components/useLocationEditor.ts';
import { LOCATION_MESSAGES } from '../messages.ts';
import type { LocationFormProps } from './props.ts';

/** How long the success alert shows before the page changes under it. */
const NAVIGATE_AFTER_MS = 800;

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
    if (!(await confirmAction({ message: 'Are you sure you wish to delete this location?', confirmLabel: 'Delete' }))) return;
    try {
      await api.delete(`${LOCATIONS_API}/${editor.id}`);
      clearTableCache(LOCATIONS_API);
      showSuccess(LOCATION_MESSAGES.deleted);
      leave(listPath);
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'Request failed');
    }
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
        customer={staff && <CustomerPicker value={editor.customerId} onChange={(id) => editor.pickCustomer(id)} error={editor.errors.customerId} />}
      />
    </RecordForm>
  );
}
