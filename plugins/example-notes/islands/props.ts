import { z } from 'zod';

/** The props of `example-notes.NoteForm`: the note being edited (none for a new one). */
export const noteFormPropsSchema = z.object({
  note: z
    .object({ id: z.number().int(), title: z.string(), body: z.string().nullable(), isPinned: z.boolean(), version: z.number().int() })
    .nullable(),
});
export type NoteFormProps = z.infer<typeof noteFormPropsSchema>;
