import { useState, type FormEvent } from 'react';
import { api } from '../../../web/api/client.ts';
import { clearTableCache } from '../../../web/table/cache.ts';
import { Button } from '../../../web/ui/Button.tsx';
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

  async function submit(event: FormEvent) {
    event.preventDefault();
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

  const busy = editor.busy || leaving;
  return (
    <form onSubmit={submit} noValidate aria-label="Location" className="flex max-w-3xl flex-col gap-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <LocationFields
        editor={editor}
        staff={staff}
        customer={staff && <CustomerPicker value={editor.customerId} onChange={(id) => editor.pickCustomer(id)} error={editor.errors.customerId} />}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {editor.id === null ? 'Create Location' : 'Save Location'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => location.assign(returnPath)}>
          Cancel
        </Button>
        {editor.id !== null && (
          <Button variant="secondary" disabled={busy} onClick={() => void remove()} className="ml-auto text-red-700">
            Delete
          </Button>
        )}
      </div>
    </form>
  );
}
