import * as z from 'zod/mini';

/** An e-mail address as the account forms, the users screens and the command line take it; `zod/mini`, shared with the browser (decision 195). */
export const email = z
  .string({ error: 'this field is required' })
  .check(z.trim(), z.minLength(1, 'this field is required'), z.email('Email is not valid'), z.maxLength(254));
