import { useState, type FormEvent } from 'react';
import { fieldMessages } from '../../../shared/field-messages.ts';
import { api } from '../../../web/api/client.ts';
import { Button } from '../../../web/ui/Button.tsx';
import { Disclosure } from '../../../web/ui/headless/Disclosure.tsx';
import { showError, showSuccess } from '../../../web/ui/index.ts';
import { PasswordField } from '../../../web/ui/PasswordField.tsx';
import { TextField } from '../../../web/ui/TextField.tsx';
import { buttonClass } from '../../../shared/ui-styles.ts';
import { PASSWORD_SAVED, PASSWORDS_DIFFER } from '../messages.ts';
import { changePasswordSchema } from '../schema.ts';
import { reportSaveFailure } from './failures.ts';
import { checkNewPassword } from './password-checks.ts';
import { useFormState } from './use-form.ts';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Change Password on the profile: the current password, a new one with the strength meter, and its confirmation. */
export function ChangePassword({ userInputs }: { userInputs: string[] }) {
  const { values, setValues, errors, setErrors, set } = useFormState(EMPTY);
  const [busy, setBusy] = useState(false);
  const confirmError =
    errors.confirmPassword ?? (values.confirmPassword && values.confirmPassword !== values.password ? PASSWORDS_DIFFER : undefined);

  async function submit(event: FormEvent, close: () => void) {
    event.preventDefault();
    const check = changePasswordSchema.safeParse(values);
    const fields = check.success ? {} : fieldMessages(check.error);
    const differ = fields.confirmPassword === PASSWORDS_DIFFER;
    if (differ) delete fields.confirmPassword;
    setErrors(fields);
    if (Object.keys(fields).length > 0) return;
    const verdict = await checkNewPassword(values.password, values.confirmPassword, userInputs);
    if (!verdict.ok) {
      if (verdict.clear) setValues((current) => ({ ...current, password: '', confirmPassword: '' }));
      else setErrors({ password: verdict.message });
      showError(verdict.message);
      return;
    }
    setBusy(true);
    try {
      await api.post('/api/users/me/password', values);
      showSuccess(PASSWORD_SAVED);
      setValues(EMPTY);
      close();
    } catch (caught) {
      reportSaveFailure(caught, setErrors);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="flex flex-col gap-4 border-t border-slate-200 pt-6">
      <Disclosure label="Change Password" buttonClassName={`${buttonClass('secondary')} self-start`}>
        {(close) => (
          <form onSubmit={(event) => void submit(event, close)} className="flex flex-col gap-4" noValidate aria-label="Change Password">
            <TextField
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={set('currentPassword')}
              error={errors.currentPassword}
            />
            <PasswordField
              label="New password"
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
            <Button type="submit" className="self-start" disabled={busy}>
              Save Password
            </Button>
          </form>
        )}
      </Disclosure>
    </section>
  );
}
