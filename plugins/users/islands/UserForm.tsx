import { useState, type FormEvent } from 'react';
import type { UserRecord } from '../users.repository.ts';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { confirmAction, showError, showSuccess } from '../../../web/ui/index.ts';
import { SUCCESS_CLOSE_MS } from '../../../web/ui/notices.ts';
import { PasswordField } from '../../../web/ui/PasswordField.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';
import { DELETE_QUESTION, PASSWORDS_DIFFER, PASSWORDS_DIFFER_ALERT, USER_CREATED, USER_DELETED, USER_SAVED } from '../messages.ts';
import { CustomerPicker } from '../../customers/client.ts';
import { reportSaveFailure } from '../ui/failures.ts';
import { CheckboxField } from '../../../web/ui/form/fields.tsx';
import { CancelLink, RoleSelect } from '../ui/fields.tsx';
import { checkNewPassword } from '../ui/password-checks.ts';
import { useFormState } from '../ui/use-form.ts';
import { checkValues, initialValues, payloadOf, type UserFormValues } from '../ui/user-values.ts';
export { userFormProps as props } from '../island-props.ts';

export interface UserFormProps {
  /** The user being edited; none on a new user. */
  user: UserRecord | null;
  /** The admin is editing their own user: role, active and delete are not theirs to change. */
  isSelf: boolean;
}

const LIST = '/admin/users';

/** The user form at /admin/users/new and /admin/users/{id}: Create or Save, Cancel back to the list. */
export default function UserForm({ user, isSelf }: UserFormProps) {
  const creating = user === null;
  const { values, setValues, errors, setErrors, set } = useFormState<UserFormValues>(() => initialValues(user));
  const [busy, setBusy] = useState(false);
  const userInputs = [values.email, values.firstName, values.lastName];
  const confirmError =
    errors.confirmPassword ?? (values.confirmPassword && values.confirmPassword !== values.password ? PASSWORDS_DIFFER : undefined);

  const finish = (message: string) => {
    showSuccess(message);
    setTimeout(() => location.assign(LIST), SUCCESS_CLOSE_MS);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkValues(values, creating);
    if (check.passwordsDiffer) {
      setValues((current) => ({ ...current, password: '', confirmPassword: '' }));
      showError(PASSWORDS_DIFFER_ALERT);
    }
    setErrors(check.fields);
    if (check.passwordsDiffer || Object.keys(check.fields).length > 0) return;
    if (creating && values.password) {
      const verdict = await checkNewPassword(values.password, values.confirmPassword, userInputs);
      if (!verdict.ok) {
        setErrors({ password: verdict.message });
        showError(verdict.message);
        return;
      }
    }
    setBusy(true);
    try {
      if (creating) await api.post('/api/users', payloadOf(values, true));
      else await api.put(`/api/users/${user.id}`, payloadOf(values, false));
      finish(creating ? USER_CREATED : USER_SAVED);
    } catch (caught) {
      reportSaveFailure(caught, setErrors);
      setBusy(false);
    }
  }

  async function remove() {
    if (!user || !(await confirmAction({ message: DELETE_QUESTION, confirmLabel: 'Delete' }))) return;
    setBusy(true);
    try {
      await api.delete(`/api/users/${user.id}`);
      finish(USER_DELETED);
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'Request failed');
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex max-w-xl flex-col gap-4" noValidate aria-label={creating ? 'New User' : 'Edit User'}>
      <TextField label="First name" name="firstName" value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
      <TextField label="Last name" name="lastName" value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <RoleSelect value={values.role} onChange={set('role')} error={errors.role} disabled={isSelf} />
      {values.role === 'customer' && <CustomerPicker value={values.customerId} onChange={set('customerId')} error={errors.customerId} />}
      {creating && (
        <>
          <PasswordField
            label="Password"
            name="password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            userInputs={userInputs}
          />
          <TextField
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={confirmError}
          />
          <p className="text-xs text-slate-500">Leave the password empty to e-mail the user a link to choose one.</p>
        </>
      )}
      {!creating && <CheckboxField label="Active" checked={values.activeInd} onChange={set('activeInd')} disabled={isSelf} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {creating ? 'Create' : 'Save'}
        </Button>
        <CancelLink href={LIST} />
        {!creating && !isSelf && (
          <Button variant="secondary" className="ml-auto" onClick={remove} disabled={busy}>
            Delete
          </Button>
        )}
      </div>
    </form>
  );
}
