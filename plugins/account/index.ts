import { signInOffers } from '../../core/auth/sign-in-offers.ts';
import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { extend } from '../../core/plugin/extension-points.ts';
import { accountApi } from './api.ts';
import { accountPages } from './pages.tsx';
import { ACCOUNT_JOBS, AccountService } from './service.tsx';

/**
 * The account screens anyone reaches without signing in: registration, the password reset a
 * user asks for, and the pages the mailed links open (reset, complete registration), with their
 * calls and the jobs that mail the links. Signing in, sessions, the link tokens and the
 * complete-registration mail staff send (`ctx.accounts`) are the kernel's.
 */
export default definePlugin({
  id: 'account',
  migrations: new URL('./migrations/', import.meta.url),
  api: accountApi,
  pages: accountPages,
  jobs: [
    { name: ACCOUNT_JOBS.resetLink, run: (data, ctx) => new AccountService(ctx).mailResetLink(data) },
    { name: ACCOUNT_JOBS.verificationLink, run: (data, ctx) => new AccountService(ctx).mailVerificationLink(data) },
  ],
  // The sign-in form's "Forgot your password?" and "Register".
  extensions: [extend(signInOffers, () => ({ resetRequest: '/api/users/forgot', register: '/register' }))],
});
