import { useState } from 'react';
import { deleteRecord, NAVIGATE_AFTER_MS } from '../../../web/ui/form/delete-record.ts';
import { RecordForm } from '../../../web/ui/form/RecordForm.tsx';
import { showSuccess } from '../../../web/ui/index.ts';
import { CustomerPicker } from '../../customers/client.ts';
import { InspectorFields } from '../components/InspectorFields.tsx';
import { INSPECTORS_API, useInspectorEditor } from '../components/useInspectorEditor.ts';
import { INSPECTOR_MESSAGES } from '../messages.ts';
import type { InspectorFormProps } from './props.ts';

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
    const question = 'Are you sure you wish to delete this inspector?';
    await deleteRecord({
      apiPath: INSPECTORS_API,
      id: editor.id,
      question,
      deleted: INSPECTOR_MESSAGES.deleted,
      listHref: listPath,
      setBusy: setLeaving,
    });
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
        company={
          staff && <CustomerPicker value={editor.company} onChange={(id) => editor.setCompany(id)} error={editor.errors.customerId} />
        }
      />
    </RecordForm>
  );
}
