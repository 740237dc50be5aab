import * as z from 'zod/mini';
import { preprocess, withDefault } from '../../core/http/zod-mini.ts';
import { email } from '../../core/account/schemas.ts';
import { recordId } from '../../core/http/params.ts';
import { ROLES } from '../../core/roles.ts';
import { CUSTOMER_INVALID, PASSWORDS_DIFFER, REQUIRED, ROLE_INVALID } from './messages.ts';
import { versionField } from '../../core/db/versioned.ts';

const firstName = z.string({ error: REQUIRED }).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(100, 'At most 100 characters'));
const lastName = withDefault(z.string().check(z.trim(), z.maxLength(100, 'At most 100 characters')), '');
const role = z.enum(ROLES, { error: ROLE_INVALID });
/** A company id; the form sends a number, a query string may send its digits; empty is none. */
const customerId = preprocess((value) => (value === '' || value === undefined ? null : value), z.nullable(recordId(CUSTOMER_INVALID)));

/** A customer-role user belongs to a company; no other role does. */
function companyRule(user: { role: string; customerId: number | null }, ctx: z.core.$RefinementCtx): void {
  if (user.role === 'customer' && user.customerId === null)
    ctx.addIssue({ code: 'custom', path: ['customerId'], message: REQUIRED, input: user.customerId });
}

/** The password pair: confirm is required once a password is typed, and must match it. */
function pairRule(pair: { password: string; confirmPassword: string }, ctx: z.core.$RefinementCtx): void {
  if (pair.password === '' && pair.confirmPassword === '') return;
  const message = pair.confirmPassword === '' ? REQUIRED : pair.password !== pair.confirmPassword ? PASSWORDS_DIFFER : null;
  if (message) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message, input: pair.confirmPassword });
}

const withoutStrayCompany = <T extends { role: string; customerId: number | null }>(user: T): T =>
  user.role === 'customer' ? user : { ...user, customerId: null };

const userFields = { firstName, lastName, email, role, customerId };

const createFields = z.object({ ...userFields, password: z.string(), confirmPassword: z.string() });
type CreateFields = z.output<typeof createFields>;

/**
 * An admin creates a user. The password is optional: without one the user is mailed a link
 * to choose it (the complete-registration mail).
 */
export const createUserSchema = z.pipe(
  z
    .object({
      ...userFields,
      password: withDefault(z.string().check(z.maxLength(200, 'At most 200 characters')), ''),
      confirmPassword: withDefault(z.string(), ''),
    })
    .check(
      z.superRefine((input, ctx) => {
        companyRule(input, ctx);
        pairRule(input, ctx);
      }),
    ),
  z.transform(withoutStrayCompany<CreateFields>),
);

/** An admin edits a user; passwords are never set here (the user does it, or a reset link). */
const updateFields = z
  .object({ ...userFields, activeInd: z.optional(z.boolean({ error: 'Active must be true or false' })), version: versionField })
  .check(z.superRefine(companyRule));
export const updateUserSchema = z.pipe(updateFields, z.transform(withoutStrayCompany<z.output<typeof updateFields>>));

/** Your own profile: names and e-mail only. Role, company and active stay the lab's to set. */
export const profileSchema = z.strictObject(
  // The current password is asked for when the e-mail changes: a session left open must not hand the account over.
  {
    firstName,
    lastName,
    email,
    currentPassword: z.optional(z.string().check(z.maxLength(200, 'At most 200 characters'))),
    version: versionField,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `These fields cannot be changed on your profile: ${issue.keys.join(', ')}` : undefined,
  },
);

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: REQUIRED }).check(z.minLength(1, REQUIRED), z.maxLength(200)),
    password: z.string({ error: REQUIRED }).check(z.minLength(1, REQUIRED), z.maxLength(200, 'At most 200 characters')),
    confirmPassword: z.string({ error: REQUIRED }),
  })
  .check(z.superRefine(pairRule));

/** The driver autosuggest's query; shorter than three characters finds nobody. */
export const driverQuerySchema = z.object({ query: z.string({ error: REQUIRED }).check(z.trim(), z.maxLength(100)) });

export type CreateUserInput = z.output<typeof createUserSchema>;
export type UpdateUserInput = z.output<typeof updateUserSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
