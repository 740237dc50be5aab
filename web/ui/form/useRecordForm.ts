import { useState } from 'react';
import { showSuccess } from '../index.ts';
import { deleteRecord, NAVIGATE_AFTER_MS } from './delete-record.ts';
import { useRecordEditor, type FormValues, type RecordEditorOptions } from './useRecordEditor.ts';

export type { FormValue, FormValues } from './useRecordEditor.ts';

export interface RecordFormOptions<V extends FormValues> extends RecordEditorOptions<V> {
  /** The list page: where Delete goes, and a save unless `returnHref` says otherwise; a record is `{listHref}/{id}`. */
  listHref: string;
  /** Where a finished save goes when it is not the list (a location form opened from a pickup). */
  returnHref?: string;
  messages: { created: string; saved: string; deleted: string; confirmDelete: string };
}

export type SaveMode = 'back' | 'continue';

/**
 * A record form on a page of its own: the shared editor, then Create or Save with the success
 * alert (back to the list, or Save & Continue Edit staying on the record, whose address a new
 * record takes), and Delete with a question first.
 */
export function useRecordForm<V extends FormValues>(options: RecordFormOptions<V>) {
  const editor = useRecordEditor<V>(options);
  const [leaving, setLeaving] = useState(false);

  async function save(mode: SaveMode): Promise<void> {
    const wasNew = editor.recordId === null;
    const saved = await editor.submit();
    if (!saved) return;
    showSuccess(wasNew ? options.messages.created : options.messages.saved);
    if (mode === 'continue') {
      if (wasNew) history.replaceState(null, '', `${options.listHref}/${saved.id}`);
      return;
    }
    setLeaving(true);
    setTimeout(() => location.assign(options.returnHref ?? options.listHref), NAVIGATE_AFTER_MS);
  }

  async function remove(): Promise<void> {
    if (editor.recordId === null) return;
    const { apiPath, listHref, messages } = options;
    await deleteRecord({
      apiPath,
      id: editor.recordId,
      question: messages.confirmDelete,
      deleted: messages.deleted,
      listHref,
      setBusy: setLeaving,
    });
  }

  return { ...editor, busy: editor.busy || leaving, save, remove };
}
