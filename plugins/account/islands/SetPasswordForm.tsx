import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../web/api/errors.ts';
import { portalFetch } from '../../../web/api/portal-fetch.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { PasswordField } from '../../../web/ui/PasswordField.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';

export interface SetPasswordFormProps {
  /** The link's token, sent as the bearer of the reset call. */
  token: string;
  userId: number;
  email: string;
  firstName: string;
}

const MISMATCH = 'Passwords do not match.  Please try again.';
/** After a new password the user goes to `/` after half a second, as the spec's constant says. */
const REDIRECT_MS = 500;

/** The island's props, checked on the server (the browser build leaves the schema out). */
export const props = z.object({ token: z.string(), userId: z.number(), email: z.string(), firstName: z.string() });

/** Chooses a new password through an e-mailed link (reset, or completing a registration). */
export default function SetPasswordForm({ token, userId, email, firstName }: SetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (password !== confirm) {
      setPassword('');
      setConfirm('');
      setError(MISMATCH);
      return;
    }
    setBusy(true);
    try {
      const response = await portalFetch('/api/users/reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ id: userId, password }),
      });
      const body = (await response.json()) as { status: string; error?: string };
      if (body.status !== 'ok') throw new ApiError(body.error ?? 'Request failed', response.status);
      setDone(true);
      setTimeout(() => location.assign('/'), REDIRECT_MS);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Request failed');
      setBusy(false);
    }
  }

  if (done) {
    return (
      <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        Your password has been saved.
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-slate-600">Choose a new password for {email}.</p>
      <PasswordField label="New password" name="password" value={password} onChange={setPassword} userInputs={[email, firstName]} />
      <TextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        Save password
      </Button>
    </form>
  );
}
