import type { SignInOffers } from '../auth/sign-in-offers.ts';
import { LoginForm } from './islands.ts';
import { Card } from './components.tsx';
import { Island } from '../ssr/island.tsx';

export function LoginPage({ labName, next, offers }: { labName: string; next?: string | undefined; offers: SignInOffers }) {
  return (
    <div className="mx-auto mt-10 max-w-sm">
      <h1 className="mb-1 text-2xl font-semibold">Sign in</h1>
      <p className="mb-6 text-sm text-slate-600">{labName} portal</p>
      <Card>
        <Island of={LoginForm} {...offers} {...(next ? { next } : {})} />
      </Card>
    </div>
  );
}
