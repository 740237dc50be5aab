import { useState } from 'react';
import type { z } from 'zod';
import { fieldMessages } from '../../../core/http/validate.ts';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { clearTableCache } from '../../table/cache.ts';
import { showError, showSuccess } from '../index.ts';

import { deleteRecord, NAVIGATE_AFTER_MS } from './delete-record.ts';

export type FormValues = Record<string, string | boolean>;

export interface RecordFormOptions<V extends FormValues> {
  initial: V;
  /** The schema the server checks too: it turns the form's strings into the API's body. */
  schema: z.ZodType;
  /** The record being edited, or null for a new one. */
  recordId: number | null;
  /** The edited record's version, sent back with each save so a save over a newer one is refused (409). */
  version?: number | undefined;
  /** The list route of the API, such as `/api/materials`. */
  apiPath: string;
  /** The answer's field holding the saved record: `material`. */
  entity: string;
  /** The list page: where Cancel, a save and a delete go. */
  listHref: string;
  messages: { created: string; saved: string; deleted: string; confirmDelete: string };
}

export type SaveMode = 'back' | 'continue';

/**
 * The state and actions of a reference-data form: field values and messages, Create or Save
 * (back to the list, or Save & Continue Edit staying on the record), and Delete with a question first.
 */
export function useRecordForm<V extends FormValues>(options: RecordFormOptions<V>) {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [recordId, setRecordId] = useState(options.recordId);
  const [version, setVersion] = useState(options.version);

  function set<K extends keyof V>(field: K) {
    return (value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field as string]: _cleared, ...rest }) => rest);
    };
  }

  async function save(mode: SaveMode): Promise<void> {
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const answer =
        recordId === null
          ? await api.post<Record<string, { id: number; version?: number }>>(options.apiPath, parsed.data)
          : await api.put<Record<string, { id: number; version?: number }>>(`${options.apiPath}/${recordId}`, {
              ...(parsed.data as object),
              version,
            });
      clearTableCache(options.apiPath);
      showSuccess(recordId === null ? options.messages.created : options.messages.saved);
      const saved = answer[options.entity];
      setVersion(saved?.version);
      if (mode === 'continue') {
        if (recordId === null && saved) {
          setRecordId(saved.id);
          history.replaceState(null, '', `${options.listHref}/${saved.id}`);
        }
        setBusy(false);
        return;
      }
      setTimeout(() => location.assign(options.listHref), NAVIGATE_AFTER_MS);
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) setErrors(caught.fields);
      else showError(caught instanceof Error ? caught.message : 'Request failed');
      setBusy(false);
    }
  }

  async function remove(): Promise<void> {
    if (recordId === null) return;
    const { apiPath, listHref, messages } = options;
    await deleteRecord({ apiPath, id: recordId, question: messages.confirmDelete, deleted: messages.deleted, listHref, setBusy });
  }

  return { values, set, errors, busy, recordId, save, remove };
}
