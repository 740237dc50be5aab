import { useState, type FormEvent } from 'react';
import { createApiClient } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';

export interface LoginFormProps {
  /** Where to go after signing in when the server does not name a landing page. */
  next?: string | undefined;
}

interface LoginAnswer {
  status: 'ok';
  token: string;
  user: { role: string };
  landing: string;
}

// Sign-in must not send a failed login back to `/`: a 401 here is a wrong password.
const api = createApiClient();

/** The sign-in form: e-mail and password, the server's error shown as it is. */
export default function LoginForm({ next }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<LoginAnswer>('/auth/local', { username: email, password });
      location.assign(next && next.startsWith('/') && !next.startsWith('//') ? next : answer.landing);
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
    </form>
  );
}
