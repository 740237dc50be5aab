import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { createApiClient } from '../../../web/api/client.ts';
import { ApiError } from '../../../web/api/errors.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { PasswordField } from '../../../web/ui/PasswordField.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';

const api = createApiClient();
const RETRY = 'There was a problem registering you. Please try again.';
const CONTACT = 'There was a problem registering you. Please contact us for assistance.';

/** It has no props (the server checks that it is given none; the browser build leaves the schema out). */
export const props = z.object({});

/** Self-registration: a customer-role account that verifies its e-mail and waits for the lab to link it to a company. */
export default function RegisterForm() {
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (values.password !== values.confirmPassword) {
      setErrors({ confirmPassword: 'Passwords do not match' });
      return;
    }
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const answer = await api.post<{ message: string }>('/api/users/register', values);
      setNotice(answer.message);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) setErrors(caught.fields);
      // Refused for a reason trying again will not cure (too many attempts, say): the lab can help.
      else setFailure(caught instanceof ApiError && caught.status >= 400 && caught.status < 500 ? CONTACT : RETRY);
    } finally {
      setBusy(false);
    }
  }

  if (notice) {
    return (
      <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        {notice}
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TextField label="First name" name="firstName" value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
      <TextField label="Last name" name="lastName" value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        userInputs={[values.email, values.firstName, values.lastName]}
      />
      <TextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        Register
      </Button>
    </form>
  );
}
