import { z } from 'zod';
import { email } from '../../core/account/schemas.ts';
import { recordId } from '../../core/http/params.ts';
import { ROLES } from '../../core/roles.ts';
import { CUSTOMER_INVALID, PASSWORDS_DIFFER, REQUIRED, ROLE_INVALID } from './messages.ts';
import { versionField } from '../../core/db/versioned.ts';

const firstName = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100, 'At most 100 characters');
const lastName = z.string().trim().max(100, 'At most 100 characters').default('');
const role = z.enum(ROLES, { error: ROLE_INVALID });
/** A company id; the form sends a number, a query string may send its digits; empty is none. */
const customerId = z.preprocess((value) => (value === '' || value === undefined ? null : value), recordId(CUSTOMER_INVALID).nullable());

/** A customer-role user belongs to a company; no other role does. */
function companyRule(user: { role: string; customerId: number | null }, ctx: z.RefinementCtx): void {
  if (user.role === 'customer' && user.customerId === null) ctx.addIssue({ code: 'custom', path: ['customerId'], message: REQUIRED });
}

/** The password pair: confirm is required once a password is typed, and must match it. */
function pairRule(pair: { password: string; confirmPassword: string }, ctx: z.RefinementCtx): void {
  if (pair.password === '' && pair.confirmPassword === '') return;
  if (pair.confirmPassword === '') ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: REQUIRED });
  else if (pair.password !== pair.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DIFFER });
}

const withoutStrayCompany = <T extends { role: string; customerId: number | null }>(user: T): T =>
  user.role === 'customer' ? user : { ...user, customerId: null };

const userFields = { firstName, lastName, email, role, customerId };

/**
 * An admin creates a user. The password is optional: without one the user is mailed a link
 * to choose it (the complete-registration mail).
 */
export const createUserSchema = z
  .object({
    ...userFields,
    password: z.string().max(200, 'At most 200 characters').default(''),
    confirmPassword: z.string().default(''),
  })
  .superRefine((input, ctx) => {
    companyRule(input, ctx);
    pairRule(input, ctx);
  })
  .transform(withoutStrayCompany);

/** An admin edits a user; passwords are never set here (the user does it, or a reset link). */
export const updateUserSchema = z
  .object({ ...userFields, activeInd: z.boolean({ error: 'Active must be true or false' }).optional(), version: versionField })
  .superRefine(companyRule)
  .transform(withoutStrayCompany);

/** Your own profile: names and e-mail only. Role, company and active stay the lab's to set. */
export const profileSchema = z.strictObject(
  // The current password is asked for when the e-mail changes: a session left open must not hand the account over.
  { firstName, lastName, email, currentPassword: z.string().max(200).optional(), version: versionField },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `These fields cannot be changed on your profile: ${issue.keys.join(', ')}` : undefined,
  },
);

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200),
    password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200, 'At most 200 characters'),
    confirmPassword: z.string({ error: REQUIRED }),
  })
  .superRefine(pairRule);

/** The driver autosuggest's query; shorter than three characters finds nobody. */
export const driverQuerySchema = z.object({ query: z.string({ error: REQUIRED }).trim().max(100) });

export type CreateUserInput = z.output<typeof createUserSchema>;
export type UpdateUserInput = z.output<typeof updateUserSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
