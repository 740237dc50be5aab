import { api } from '../../api/client.ts';
import { clearTableCache } from '../../table/cache.ts';
import { confirmAction, showError, showSuccess } from '../index.ts';

/** How long a success alert shows before the page changes under it. */
export const NAVIGATE_AFTER_MS = 800;

export interface DeleteRecordOptions {
  /** The list route of the API, such as `/api/inspectors`; the record is `{apiPath}/{id}`. */
  apiPath: string;
  id: number;
  /** The spec's question, such as 'Are you sure you wish to delete this inspector?'. */
  question: string;
  /** The success alert. */
  deleted: string;
  /** Where the page goes once the alert has been seen. */
  listHref: string;
  /** Told when the delete starts, and when it failed. */
  setBusy?: (busy: boolean) => void;
}

/**
 * Deletes a record after asking: the question, `DELETE`, the list's cached pages dropped, the
 * success alert, then the list page. A refusal from the server shows as an error alert.
 */
export async function deleteRecord({ apiPath, id, question, deleted, listHref, setBusy }: DeleteRecordOptions): Promise<void> {
  if (!(await confirmAction({ message: question, confirmLabel: 'Delete' }))) return;
  setBusy?.(true);
  try {
    await api.delete(`${apiPath}/${id}`);
    clearTableCache(apiPath);
    showSuccess(deleted);
    setTimeout(() => location.assign(listHref), NAVIGATE_AFTER_MS);
  } catch (caught) {
    showError(caught instanceof Error ? caught.message : 'Request failed');
    setBusy?.(false);
  }
}
