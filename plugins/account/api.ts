import { z } from 'zod';
import { throttle, type RateLimit } from '../../core/http/rate-limit.ts';
import { setSessionCookie } from '../../core/auth/cookie.ts';
import { AuthenticationError } from '../../core/errors.ts';
import { ok } from '../../core/http/respond.ts';
import { messageAnswer, okAnswer, publicUserSchema, landingSchema } from '../../core/http/answers.ts';
import { PUBLIC } from '../../core/plugin/permissions.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { landingPath } from '../../core/roles.ts';
import { forgotSchema, registerSchema, resetSchema } from './schemas.ts';
import { AccountService, FORGOT_NOTICE, REGISTERED_NOTICE, RESENT_NOTICE } from './service.tsx';

const hashParam = z.object({ hash: z.string().regex(/^[\w-]{20,100}$/, 'This link is not valid') });

/** Ten calls a quarter of an hour from one address to each public account route. */
const perAddress = (route: string): RateLimit => ({ name: `account:${route}`, max: 10, windowMs: 15 * 60_000 });

/** The call catalogue's account calls: forgot, reset, register, verify, complete registration, resend. */
export function accountApi(ctx: PluginContext): PortalRouter {
  const router = ctx.http.api();
  const accounts = new AccountService(ctx);
  const limited = (route: string) => [throttle(ctx.db, [[perAddress(route), ctx.http.clientAddress]])];

  router.post(
    '/api/users/forgot',
    {
      permission: PUBLIC,
      summary: 'Mails a password reset link',
      body: forgotSchema,
      middleware: limited('forgot'),
      response: messageAnswer,
    },
    async (c) => {
      const { email } = c.req.valid('json');
      await accounts.forgot(email);
      return ok(c, { message: FORGOT_NOTICE });
    },
  );

  router.get(
    '/api/users/reset/:hash',
    {
      permission: PUBLIC,
      summary: 'Checks a reset link',
      params: hashParam,
      response: okAnswer.extend({ user: publicUserSchema.pick({ id: true, email: true, firstName: true }), token: z.string() }),
    },
    async (c) => {
      const { hash } = c.req.valid('param');
      const user = await accounts.resetLink(hash);
      return ok(c, { user: { id: user.id, email: user.email, firstName: user.firstName }, token: hash });
    },
  );

  router.post(
    '/api/users/reset',
    {
      permission: PUBLIC,
      summary: 'Sets a new password with a reset link (its hash as the bearer token)',
      body: resetSchema,
      response: okAnswer.extend({ user: publicUserSchema, landing: landingSchema }),
    },
    async (c) => {
      const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (!token) throw new AuthenticationError('The reset link is missing');
      const { id, password } = c.req.valid('json');
      const user = await accounts.resetPassword(token, id, password);
      if (!user.activeInd) return ok(c, { user, landing: '/login' });
      // The new password signs the user in, so `/` lands them on their own page.
      setSessionCookie(c, await accounts.startSession(user.id, c.req.header('user-agent')));
      return ok(c, { user, landing: landingPath(user.role) });
    },
  );

  router.post(
    '/api/users/register',
    {
      permission: PUBLIC,
      summary: 'Registers a customer user and mails the verification link',
      body: registerSchema,
      status: 201,
      middleware: limited('register'),
      response: messageAnswer,
    },
    async (c) => {
      const input = c.req.valid('json');
      await accounts.register(input);
      return ok(c, { message: REGISTERED_NOTICE }, 201);
    },
  );

  router.post(
    '/api/users/verify-email',
    {
      permission: PUBLIC,
      summary: 'Checks that an e-mail address can be registered with (its form); never whether it has an account',
      body: forgotSchema,
      middleware: limited('verify-email'),
      response: okAnswer,
    },
    // The schema has checked the address; whether it has an account is its owner's to hear, by mail (decision 174).
    (c) => ok(c),
  );

  router.get(
    '/api/users/complete-registration/:hash',
    {
      permission: PUBLIC,
      summary: 'Verifies the address of a registration link',
      params: hashParam,
      response: okAnswer.extend({
        user: publicUserSchema.pick({ id: true, email: true, firstName: true, activeInd: true }),
        needsPassword: z.boolean(),
        token: z.string().nullable(),
      }),
    },
    async (c) => {
      const { hash } = c.req.valid('param');
      const { user, needsPassword } = await accounts.completeRegistration(hash);
      return ok(c, {
        user: { id: user.id, email: user.email, firstName: user.firstName, activeInd: user.activeInd },
        needsPassword,
        token: needsPassword ? hash : null,
      });
    },
  );

  router.post(
    '/api/users/resend-verification',
    {
      permission: PUBLIC,
      summary: 'Mails the verification link again',
      body: forgotSchema,
      middleware: limited('resend-verification'),
      response: messageAnswer,
    },
    async (c) => {
      const { email } = c.req.valid('json');
      await accounts.resendVerification(email);
      return ok(c, { message: RESENT_NOTICE });
    },
  );
  return router;
}
