import type { ReactNode } from 'react';
import * as RegisterForm from './islands/RegisterForm.tsx';
import * as SetPasswordForm from './islands/SetPasswordForm.tsx';
import type { SetPasswordFormProps } from './islands/SetPasswordForm.tsx';
import { Card } from '../../core/pages/components.tsx';
import { Island } from '../../core/ssr/island.tsx';

function Narrow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto mt-10 max-w-md">
      <h1 className="mb-6 text-2xl font-semibold">{title}</h1>
      <Card>{children}</Card>
    </div>
  );
}

export function RegisterPage() {
  return (
    <Narrow title="Register">
      <Island of={RegisterForm} />
      <p className="mt-4 text-sm text-slate-600">
        Already registered?{' '}
        <a href="/login" className="link">
          Sign in
        </a>
      </p>
    </Narrow>
  );
}

/** Choose a password through a link; `form` is null when the link is dead. */
export function SetPasswordPage({ title, form, notice }: { title: string; form: SetPasswordFormProps | null; notice: string }) {
  return (
    <Narrow title={title}>
      {form ? (
        <Island of={SetPasswordForm} {...form} />
      ) : (
        <>
          <p data-link-notice className="text-slate-700">
            {notice}
          </p>
          <a href="/login" className="mt-4 inline-block font-medium link">
            Go to sign in
          </a>
        </>
      )}
    </Narrow>
  );
}
