import { PASSWORDS_DIFFER_ALERT } from '../messages.ts';

export type PasswordVerdict = { ok: true } | { ok: false; message: string; clear: boolean };

/**
 * The checks on save of a new password, before the server's own: the two entries must match
 * (else both are cleared) and zxcvbn must score it at the minimum. zxcvbn loads only here.
 */
export async function checkNewPassword(password: string, confirm: string, userInputs: string[]): Promise<PasswordVerdict> {
  if (password !== confirm) return { ok: false, message: PASSWORDS_DIFFER_ALERT, clear: true };
  const { passwordStrength, WEAK_PASSWORD_MESSAGE } = await import('../../../shared/password-strength.ts');
  if (!passwordStrength(password, userInputs).valid) return { ok: false, message: WEAK_PASSWORD_MESSAGE, clear: false };
  return { ok: true };
}
