import { useState, type FormEvent } from 'react';
import { fieldMessages } from '../../../shared/field-messages.ts';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { showSuccess } from '../../../web/ui/index.ts';
import { SUCCESS_CLOSE_MS } from '../../../web/ui/notices.ts';
import { TextField } from '../../../web/ui/TextField.tsx';
import { NOT_WHILE_IMPERSONATING, USER_SAVED } from '../messages.ts';
import { profileSchema } from '../schema.ts';
import { ChangePassword } from '../ui/ChangePassword.tsx';
import { reportSaveFailure } from '../ui/failures.ts';
import { useFormState } from '../ui/use-form.ts';
import { CancelLink } from '../ui/fields.tsx';
export { profileFormProps as props } from '../island-props.ts';

export interface ProfileFormProps {
  user: { firstName: string; lastName: string; email: string; version?: number | undefined };
  /** Where Save and Cancel return: /customers for a customer, /admin for staff. */
  landing: string;
  /** Staff using the portal as this customer: the e-mail and password are the customer's own to change. */
  impersonating: boolean;
}

/** Your own user: names and e-mail, and Change Password. */
export default function ProfileForm({ user, landing, impersonating }: ProfileFormProps) {
  const { values, errors, setErrors, set } = useFormState({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    currentPassword: '',
  });
  const [busy, setBusy] = useState(false);
  const emailChanges = values.email.trim().toLowerCase() !== user.email.trim().toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { currentPassword: _asked, ...fields } = values;
    const body = emailChanges ? values : fields;
    const check = profileSchema.safeParse(body);
    setErrors(check.success ? {} : fieldMessages(check.error));
    if (!check.success) return;
    setBusy(true);
    try {
      await api.put('/api/users/me', { ...body, version: user.version });
      showSuccess(USER_SAVED);
      setTimeout(() => location.assign(landing), SUCCESS_CLOSE_MS);
    } catch (caught) {
      reportSaveFailure(caught, setErrors);
      setBusy(false);
    }
  }

  return (
    <div className="flex max-w-xl flex-col gap-8">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Profile">
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
          readOnly={impersonating}
        />
        {emailChanges && (
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
          />
        )}
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            Save
          </Button>
          <CancelLink href={landing} />
        </div>
      </form>
      {impersonating ? (
        <p className="text-sm text-slate-600">{NOT_WHILE_IMPERSONATING}.</p>
      ) : (
        <ChangePassword userInputs={[values.email, values.firstName, values.lastName]} />
      )}
    </div>
  );
}
