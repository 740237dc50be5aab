import * as z from 'zod/mini';
import { email } from '../../core/account/schemas.ts';
import { withDefault } from '../../core/http/zod-mini.ts';
import { recordId } from '../../core/http/params.ts';

/** The account forms' schemas, shared with the browser: written with `zod/mini` (decision 195). */
const required = 'this field is required';
const requiredText = (max: number) => z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max));

export const forgotSchema = z.object({ email });

export const resetSchema = z.object({
  id: recordId('This link is not valid'),
  password: requiredText(200),
});

export const registerSchema = z
  .object({
    firstName: requiredText(100),
    lastName: withDefault(z.string().check(z.trim(), z.maxLength(100)), ''),
    email,
    password: requiredText(200),
    confirmPassword: z.string({ error: required }).check(z.minLength(1, required)),
  })
  .check(z.refine((input) => input.password === input.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' }));

export type RegisterInput = z.output<typeof registerSchema>;
