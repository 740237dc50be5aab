import { z } from 'zod';
import { templateSchema } from './engine/index.ts';

/** The playground island's props: the template.json as its schema reads it, with id and version. */
export const playgroundPropsSchema = z.object({
  templateId: z.string().min(1),
  version: z.string().min(1),
  definition: templateSchema,
});

/** `/api/templates/:id` and `/admin/templates/:id`: any text; an unknown one is a 404. */
export const templateIdParam = z.object({ id: z.string().min(1) });
