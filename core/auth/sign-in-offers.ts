import { defineExtensionPoint } from '../plugin/extension-points.ts';

/** What the sign-in form offers beside signing in, each from the plugin that serves it. */
export interface SignInOffers {
  /** The call that mails a reset link (`POST { email }`): the form's "Forgot your password?". */
  resetRequest?: string;
  /** The registration page: the form's "Register" link. */
  register?: string;
}

/**
 * The sign-in page's point: the kernel serves `/login` (every guarded page sends a visitor there),
 * the account plugin adds its reset and registration; with it switched off the form offers neither.
 * @example extend(signInOffers, () => ({ resetRequest: '/api/users/forgot', register: '/register' }))
 */
export const signInOffers = defineExtensionPoint<void, SignInOffers>('core.sign-in');
