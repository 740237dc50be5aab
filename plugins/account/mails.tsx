import { MAIL_BUTTON } from '../../core/mail/button.ts';

/** The reset-password mail: the link works once, for an hour. */
export function ResetPasswordMail({ firstName, link }: { firstName: string; link: string }) {
  return (
    <div>
      <p>Hello {firstName},</p>
      <p>Someone asked to reset the password of your account. If it was you, choose a new password here:</p>
      <p>
        <a href={link} style={MAIL_BUTTON}>
          Reset my password
        </a>
      </p>
      <p>
        Or open this address: <a href={link}>{link}</a>
      </p>
      <p>The link works once, within an hour. If you did not ask for it, you can ignore this e-mail.</p>
    </div>
  );
}

/**
 * The mail to the owner of an address someone tried to register again: the registration screen
 * answers the same for every address, so the owner hears it here, with the way back in.
 */
export function AccountExistsMail({ firstName, loginLink }: { firstName: string; loginLink: string }) {
  return (
    <div>
      <p>Hello {firstName},</p>
      <p>Someone tried to register on our portal with this e-mail address, which already has an account.</p>
      <p>If it was you, sign in here; if you have forgotten your password, choose 'Forgot your password?' on that page:</p>
      <p>
        <a href={loginLink} style={MAIL_BUTTON}>
          Sign in
        </a>
      </p>
      <p>If it was not you, you can ignore this e-mail: nothing has changed on your account.</p>
    </div>
  );
}
