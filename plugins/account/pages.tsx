import { z } from 'zod';
import { AccountService, LINK_EXPIRED } from './service.tsx';
import { NotFoundError } from '../../core/errors.ts';
import { PUBLIC } from '../../core/plugin/permissions.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { RegisterPage, SetPasswordPage } from './AccountPages.tsx';

const hash = z.string().regex(/^[\w-]{20,100}$/);

const VERIFIED_ACTIVE = 'Thank you: your e-mail address is verified. You can sign in now.';
const VERIFIED_WAITING =
  'Thank you: your e-mail address is verified. The lab will activate your account once it is linked to your company.';

/** The pages e-mailed links open, and the registration page. */
export function accountPages(ctx: PluginContext): PortalRouter {
  const router = ctx.http.pages();
  const accounts = new AccountService(ctx);
  const { render } = ctx.http;
  router.get('/register', { permission: PUBLIC, summary: 'The registration page', answers: 'page' }, (c) =>
    render(c, <RegisterPage />, { title: 'Register' }),
  );

  router.get('/reset/:hash', { permission: PUBLIC, summary: 'The page a reset link opens', answers: 'page' }, async (c) => {
    const token = hash.safeParse(c.req.param('hash'));
    const user = token.success ? await accounts.resetLink(token.data).catch(ignoreDeadLink) : undefined;
    const form = user && token.success ? { token: token.data, userId: user.id, email: user.email, firstName: user.firstName } : null;
    return render(c, <SetPasswordPage title="Reset your password" form={form} notice={LINK_EXPIRED} />, { title: 'Reset your password' });
  });

  router.get(
    '/complete-registration/:hash',
    { permission: PUBLIC, summary: 'The page a registration link opens', answers: 'page' },
    async (c) => {
      const token = hash.safeParse(c.req.param('hash'));
      const outcome = token.success ? await accounts.completeRegistration(token.data).catch(ignoreDeadLink) : undefined;
      const form =
        outcome?.needsPassword && token.success
          ? { token: token.data, userId: outcome.user.id, email: outcome.user.email, firstName: outcome.user.firstName }
          : null;
      const notice = !outcome ? LINK_EXPIRED : outcome.user.activeInd ? VERIFIED_ACTIVE : VERIFIED_WAITING;
      return render(c, <SetPasswordPage title="Complete your registration" form={form} notice={notice} />, {
        title: 'Complete your registration',
      });
    },
  );
  return router;
}

function ignoreDeadLink(error: unknown): undefined {
  if (error instanceof NotFoundError) return undefined;
  throw error;
}
