import { useState } from 'react';
import { api } from '../../../web/api/client.ts';
import { clearTableCache } from '../../../web/table/cache.ts';
import { RecordForm } from '../../../web/ui/form/RecordForm.tsx';
import { confirmAction, showError, showSuccess } from '../../../web/ui/index.ts';
import { CustomerPicker } from '../../customers/client.ts';
import { InspectorFields } from '../components/InspectorFields.tsx';
import { INSPECTORS_API, useInspectorEditor } from '../components/useInspectorEditor.ts';
import { INSPECTOR_MESSAGES } from '../messages.ts';
import type { InspectorFormProps } from './props.ts';

/** How long the success alert shows before the page changes under it. */
const NAVIGATE_AFTER_MS = 800;

/** The inspector form: Create Inspector or Save Inspector, Save & Continue Edit, Cancel, and Delete for a saved one. */
export default function InspectorForm({ inspector, listPath, staff }: InspectorFormProps) {
  const editor = useInspectorEditor(inspector, inspector?.customerId ?? null);
  const [leaving, setLeaving] = useState(false);
  const saved = staff ? INSPECTOR_MESSAGES.saved : INSPECTOR_MESSAGES.savedOwn;
  const leave = () => {
    setLeaving(true);
    setTimeout(() => location.assign(listPath), NAVIGATE_AFTER_MS);
  };

  async function save(stay: boolean) {
    const wasNew = editor.id === null;
    const result = await editor.save();
    if (!result) return;
    showSuccess(saved);
    if (!stay) leave();
    else if (wasNew) history.replaceState(null, '', `${listPath}/${result.id}`);
  }

  async function remove() {
    if (editor.id === null) return;
    if (!(await confirmAction({ message: 'Are you sure you wish to delete this inspector?', confirmLabel: 'Delete' }))) return;
    try {
      await api.delete(`${INSPECTORS_API}/${editor.id}`);
      clearTableCache(INSPECTORS_API);
      showSuccess(INSPECTOR_MESSAGES.deleted);
      leave();
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'Request failed');
    }
  }

  return (
    <RecordForm
      noun="Inspector"
      label="Inspector"
      isNew={editor.id === null}
      busy={editor.busy || leaving}
      cancelHref={listPath}
      onSave={(mode) => void save(mode === 'continue')}
      onDelete={() => void remove()}
    >
      <InspectorFields
        editor={editor}
        company={staff && <CustomerPicker value={editor.company} onChange={(id) => editor.setCompany(id)} error={editor.errors.customerId} />}
      />
    </RecordForm>
  );
}
