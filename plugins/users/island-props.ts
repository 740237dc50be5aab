import { z } from 'zod';
import { ROLES } from '../../core/roles.ts';

const publicUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  customerId: z.number().int().nullable(),
  activeInd: z.boolean(),
  version: z.number().int(),
});

/** The props of `users.UserForm`: the user being edited (none for a new one). */
export const userFormProps = z.object({ user: publicUser.nullable(), isSelf: z.boolean() });

/** The props of `users.ProfileForm`. */
export const profileFormProps = z.object({
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), version: z.number().int().optional() }),
  landing: z.enum(['/admin', '/customers']),
  impersonating: z.boolean(),
});
