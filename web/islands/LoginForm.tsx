import { useState, type FormEvent } from 'react';
import { createApiClient } from '../api/client.ts';
import { clearTableCache } from '../table/cache.ts';
import { ApiError } from '../api/errors.ts';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { sameOriginPath } from '../../shared/same-origin-path.ts';
import type { LoginFormProps } from '../../shared/login-form-props.ts';

/** The island's props, checked on the server (the browser build leaves the schema out). */
export { loginFormPropsSchema as props } from '../../shared/login-form-props.ts';

interface LoginAnswer {
  status: 'ok';
  token: string;
  user: { role: string };
  landing: string;
}

// Sign-in must not send a failed login back to `/`: a 401 here is a wrong password.
const api = createApiClient();

/** The sign-in form: e-mail and password, the server's error shown as it is. */
export default function LoginForm({ next, resetRequest, register }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgotten, setForgotten] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function requestReset(event: FormEvent, path: string) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<{ message: string }>(path, { email });
      setNotice(answer.message);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Request failed');
    } finally {
      setBusy(false);
    }
  }

  if (forgotten && resetRequest) {
    return (
      <form onSubmit={(event) => requestReset(event, resetRequest)} className="flex flex-col gap-4" noValidate>
        <p className="text-sm text-slate-600">Enter your e-mail address and we will send you a link to choose a new password.</p>
        <TextField label="Email" name="email" type="email" autoComplete="username" value={email} onChange={setEmail} required />
        {notice && (
          <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {notice}
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" disabled={busy}>
          Send reset link
        </Button>
        <button type="button" onClick={() => setForgotten(false)} className="text-sm link">
          Back to sign in
        </button>
      </form>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<LoginAnswer>('/auth/local', { username: email, password });
      clearTableCache();
      location.assign(sameOriginPath(next) ?? answer.landing);
    } catch (caught) {
      setError(caught instanceof ApiError || caught instanceof Error ? caught.message : 'Sign-in failed');
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TextField label="Email" name="email" type="email" autoComplete="username" value={email} onChange={setEmail} required />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        required
      />
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
      <div className="flex justify-between text-sm">
        {resetRequest && (
          <button type="button" onClick={() => setForgotten(true)} className="link">
            Forgot your password?
          </button>
        )}
        {register && (
          <a href={register} className="link">
            Register
          </a>
        )}
      </div>
    </form>
  );
}
