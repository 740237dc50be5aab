import { sameOriginPath } from '../../shared/same-origin-path.ts';
import { signInOffers, type SignInOffers } from '../auth/sign-in-offers.ts';
import type { ExtensionService } from '../plugin/extension-points.ts';
import { landingPath } from '../roles.ts';
import type { PageRenderer } from '../ssr/renderer.tsx';
import { PUBLIC } from '../plugin/permissions.ts';
import type { PortalRouter } from '../plugin/router.ts';
import { LoginPage } from './LoginPage.tsx';

/**
 * Core's own pages: sign-in, with what the enabled plugins offer beside it (the account plugin's
 * reset and registration), and the start redirect. The dashboards are the dashboard plugin's.
 */
export function registerCorePages(router: PortalRouter, render: PageRenderer, labName: string, extensions: ExtensionService): void {
  router.get(
    '/',
    { permission: PUBLIC, summary: 'Sends a visitor to the login page, a user to their landing page', answers: 'redirect' },
    (c) => {
      const auth = c.get('auth');
      return c.redirect(auth ? landingPath(auth.user.role) : '/login');
    },
  );

  router.get('/login', { permission: PUBLIC, summary: 'The sign-in page', answers: 'page' }, async (c) => {
    const auth = c.get('auth');
    if (auth) return c.redirect(landingPath(auth.user.role));
    const offers = (await extensions.collect(signInOffers, undefined)).reduce<SignInOffers>((all, offer) => ({ ...all, ...offer }), {});
    return render(c, <LoginPage labName={labName} next={sameOriginPath(c.req.query('next'))} offers={offers} />, { title: 'Sign in' });
  });
}
