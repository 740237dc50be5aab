import type { z } from 'zod/mini';

/** Turns zod's issues into one message per field (the first issue of each field wins): the server's 400 and the forms' own checks alike. */
export function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[field] ??= issue.message;
  }
  return fields;
}
