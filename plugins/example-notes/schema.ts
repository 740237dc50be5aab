import { z } from 'zod';
import { textField } from '../../lib/records/fields.ts';
import { versionField } from '../../core/db/versioned.ts';

/** A note as the form and the API take it: the title required ('This field is required'). */
export const noteInputSchema = z.object({
  title: textField({ required: true, max: 200 }),
  body: textField({ max: 4000 }),
  isPinned: z.boolean({ error: 'Pinned must be true or false' }).default(false),
  /** The version the form was opened at; a save over a newer one is refused. */
  version: versionField,
});
export type NoteInput = z.output<typeof noteInputSchema>;
