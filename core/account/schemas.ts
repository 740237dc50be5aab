import { z } from 'zod';
import { recordId } from '../http/params.ts';

const required = 'this field is required';
export const email = z.string({ error: required }).trim().min(1, required).email('Email is not valid').max(254);

export const forgotSchema = z.object({ email });

export const resetSchema = z.object({
  id: recordId('This link is not valid'),
  password: z.string({ error: required }).min(1, required).max(200),
});

export const registerSchema = z
  .object({
    firstName: z.string({ error: required }).trim().min(1, required).max(100),
    lastName: z.string().trim().max(100).default(''),
    email,
    password: z.string({ error: required }).min(1, required).max(200),
    confirmPassword: z.string({ error: required }).min(1, required),
  })
  .refine((input) => input.password === input.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

export type RegisterInput = z.output<typeof registerSchema>;
