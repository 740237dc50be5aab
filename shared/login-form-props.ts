import { z } from 'zod';

/**
 * The sign-in form's props (`web/islands/LoginForm.tsx`): here, so the kernel's login page names
 * them without importing the browser's island.
 */
export const loginFormPropsSchema = z.object({
  /** Where to go after signing in when the server does not name a landing page. */
  next: z.string().optional(),
  /** The call that mails a reset link, when the portal offers one: "Forgot your password?". */
  resetRequest: z.string().startsWith('/api/').optional(),
  /** The registration page, when the portal has one. */
  register: z.string().startsWith('/').optional(),
});

export type LoginFormProps = z.infer<typeof loginFormPropsSchema>;
