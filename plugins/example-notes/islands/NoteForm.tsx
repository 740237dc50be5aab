import { z } from 'zod';
import { TextField } from '../../../web/ui/TextField.tsx';
import { CheckboxField, TextAreaField } from '../../../web/ui/form/fields.tsx';
import { RecordForm } from '../../../web/ui/form/RecordForm.tsx';
import { useRecordForm } from '../../../web/ui/form/useRecordForm.ts';
import { noteInputSchema } from '../schema.ts';

/** The props the page gives: the note being edited (none for a new one), checked on the server; the browser build leaves the schema out. */
export const props = z.object({
  note: z
    .object({ id: z.number().int(), title: z.string(), body: z.string().nullable(), isPinned: z.boolean(), version: z.number().int() })
    .nullable(),
});
export type NoteFormProps = z.infer<typeof props>;

/** Creates or edits a note; the shared record-form hook sends the note's version back with each save. */
export default function NoteForm({ note }: NoteFormProps) {
  const form = useRecordForm({
    initial: { title: note?.title ?? '', body: note?.body ?? '', isPinned: note?.isPinned ?? false },
    schema: noteInputSchema,
    recordId: note?.id ?? null,
    version: note?.version,
    apiPath: '/api/example-notes',
    entity: 'note',
    listHref: '/admin/example-notes',
    messages: {
      created: 'Your note was saved',
      saved: 'Your note was saved',
      deleted: 'Note has been deleted',
      confirmDelete: 'Are you sure you wish to delete this note?',
    },
  });
  const { values, set, errors } = form;
  return (
    <RecordForm
      noun="Note"
      isNew={form.recordId === null}
      busy={form.busy}
      cancelHref="/admin/example-notes"
      onSave={form.save}
      onDelete={form.remove}
    >
      <TextField label="Title" name="title" value={String(values.title)} onChange={set('title')} error={errors.title} required />
      <TextAreaField label="Note" name="body" value={String(values.body)} onChange={set('body')} error={errors.body} />
      <CheckboxField label="Pinned" name="isPinned" checked={Boolean(values.isPinned)} onChange={set('isPinned')} />
    </RecordForm>
  );
}
