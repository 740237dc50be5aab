import { LoginFormIsland } from './islands.ts';
import { Card } from './components.tsx';

export function LoginPage({ labName, next }: { labName: string; next?: string | undefined }) {
  return (
    <div className="mx-auto mt-10 max-w-sm">
      <h1 className="mb-1 text-2xl font-semibold">Sign in</h1>
      <p className="mb-6 text-sm text-slate-600">{labName} portal</p>
      <Card>
        <LoginFormIsland {...(next ? { next } : {})} />
      </Card>
    </div>
  );
}
