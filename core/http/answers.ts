import { z } from 'zod';
import { ROLES } from '../roles.ts';

/**
 * Answer schemas the core's routes declare (decision 142): the document shows them, and the
 * test portal checks every answer against them.
 */

/** `{ status: 'ok' }` and nothing more: a call whose outcome is that it was done. */
export const okAnswer = z.object({ status: z.literal('ok') });

/** A call that answers a sentence for the user. */
export const messageAnswer = okAnswer.extend({ message: z.string() });

/** A user as every answer shows one: never a password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  customerId: z.number().int().nullable(),
  activeInd: z.boolean(),
});

/** Where a user's session starts: their role's first page. */
export const landingSchema = z.string().describe("The path of the signed-in role's first page, `/admin` or `/customers`");

/** One recorded change of a record's history (the audit trail), as a history route answers it. */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  entity: z.string(),
  recordId: z.union([z.number().int(), z.string()]),
  action: z.string().describe('`create`, `update`, `delete` or an action of the entity'),
  userId: z.number().int().nullable(),
  impersonatorId: z.number().int().nullable(),
  user: z.string().nullable().describe("The user's name; null for the system"),
  impersonator: z.string().nullable(),
  createdAt: z.iso.datetime(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
