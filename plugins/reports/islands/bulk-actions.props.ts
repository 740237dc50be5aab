import { z } from 'zod';

/** The list's bulk actions: download every listed report's PDF, and (the office) send them. */
export const bulkActionsPropsSchema = z.object({
  /** The list route whose table's filters the actions take. */
  listPath: z.string(),
  canSend: z.boolean(),
});
export type BulkActionsProps = z.infer<typeof bulkActionsPropsSchema>;
