import { sameOriginPath } from '../../shared/same-origin-path.ts';
import { landingPath } from '../roles.ts';
import type { PageRenderer } from '../ssr/renderer.tsx';
import { PUBLIC } from '../plugin/permissions.ts';
import type { PortalRouter } from '../plugin/router.ts';
import { LoginPage } from './LoginPage.tsx';

/** Core's own pages: sign-in, the start redirect (the dashboards are core/dashboard's; the users plugin serves /profile). */
export function registerCorePages(router: PortalRouter, render: PageRenderer, labName: string): void {
  router.get(
    '/',
    { permission: PUBLIC, summary: 'Sends a visitor to the login page, a user to their landing page', answers: 'redirect' },
    (c) => {
      const auth = c.get('auth');
      return c.redirect(auth ? landingPath(auth.user.role) : '/login');
    },
  );

  router.get('/login', { permission: PUBLIC, summary: 'The sign-in page', answers: 'page' }, (c) => {
    const auth = c.get('auth');
    if (auth) return c.redirect(landingPath(auth.user.role));
    return render(c, <LoginPage labName={labName} next={sameOriginPath(c.req.query('next'))} />, { title: 'Sign in' });
  });
}
