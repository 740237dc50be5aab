import { MAIL_BUTTON } from '../mail/button.ts';

/** The mail that completes a registration: verifies the address, and sets a password when the lab created the account. */
export function CompleteRegistrationMail({ firstName, link, setsPassword }: { firstName: string; link: string; setsPassword: boolean }) {
  return (
    <div>
      <p>Hello {firstName},</p>
      <p>
        {setsPassword
          ? 'An account was created for you on our portal. Choose your password to complete your registration:'
          : 'Thank you for registering. Please confirm your e-mail address to complete your registration:'}
      </p>
      <p>
        <a href={link} style={MAIL_BUTTON}>
          Complete my registration
        </a>
      </p>
      <p>
        Or open this address: <a href={link}>{link}</a>
      </p>
      <p>The link works for a week.</p>
    </div>
  );
}
