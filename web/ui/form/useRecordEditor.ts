import { useState } from 'react';
import { safeParse } from 'zod/mini';
import type { z } from 'zod/mini';
import { fieldMessages } from '../../../shared/field-messages.ts';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { clearTableCache } from '../../table/cache.ts';
import { showError } from '../index.ts';

/** A field's value in a form: text, a checkbox, or a picked record's id (null when none). */
export type FormValue = string | boolean | number | null;
export type FormValues = Record<string, FormValue>;

export interface RecordEditorOptions<V extends FormValues> {
  initial: V;
  /** The schema the server checks too: it turns the form's values into the API's body. */
  schema: z.core.$ZodType;
  /** The record being edited, or null for a new one. */
  recordId: number | null;
  /** The edited record's version, sent back with each save so a save over a newer one is refused (409). */
  version?: number | undefined;
  /** The list route of the API, such as `/api/materials`; a record is `{apiPath}/{id}`. */
  apiPath: string;
  /** The answer's field holding the saved record: `material`. */
  entity: string;
}

/**
 * The state of a record's fields and the save every record form shares, in a page or in a
 * dialog: values and field messages, the schema checked first, then `POST` (new) or `PUT`,
 * the list's cached pages dropped, and the server's own field messages shown where it sends
 * them (any other refusal as an error alert). `submit` resolves the saved record, or null.
 */
export function useRecordEditor<V extends FormValues, R extends { id: number; version?: number } = { id: number; version?: number }>(
  options: RecordEditorOptions<V>,
) {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [recordId, setRecordId] = useState(options.recordId);
  const [version, setVersion] = useState(options.version);

  /** The change handler of one field; a change clears that field's message. */
  function set<K extends keyof V & string>(field: K) {
    return (value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _cleared, ...rest }) => rest);
    };
  }

  async function submit(): Promise<R | null> {
    const parsed = safeParse(options.schema, values);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return null;
    }
    setBusy(true);
    try {
      const answer =
        recordId === null
          ? await api.post<Record<string, R>>(options.apiPath, parsed.data)
          : await api.put<Record<string, R>>(`${options.apiPath}/${recordId}`, { ...(parsed.data as object), version });
      clearTableCache(options.apiPath);
      const saved = answer[options.entity];
      if (!saved) throw new Error(`The answer holds no ${options.entity}`);
      setRecordId(saved.id);
      setVersion(saved.version);
      setErrors({});
      return saved;
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) setErrors(caught.fields);
      else showError(caught instanceof Error ? caught.message : 'Request failed');
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { values, set, errors, busy, recordId, submit };
}

export type RecordEditor<V extends FormValues> = ReturnType<typeof useRecordEditor<V>>;
