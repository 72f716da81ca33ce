// Mails that tell investors about something done with their account, so that someone else's doing
// does not go unnoticed: a sign-up tried with their address, their password reset.
import type { OutgoingMail } from './outbox.repository.js';
import { letter, type Addressee } from './templates.js';

/** For the owner of a verified address that someone tried to sign up with again. */
export function signupAttemptMail(to: Addressee, links: { signin: string }): OutgoingMail {
  return letter(to, {
    subject: 'Someone tried to create a RENT pre-sale account with your address',
    lead:
      'Someone just tried to create a RENT pre-sale account with this e-mail address. You ' +
      'already have an account, so nothing was created or changed.',
    action: 'Sign in to my account',
    link: links.signin,
    note:
      'If this was you, sign in with your password, or use "Forgot password" on the sign-in ' +
      'page to reset it. If it was not you, you can ignore this message: your account is safe.',
  });
}

/** After a completed password reset; every session of the account has ended. */
export function passwordResetDoneMail(
  to: Addressee,
  links: { forgotPassword: string },
): OutgoingMail {
  return letter(to, {
    subject: 'Your RENT pre-sale password was reset',
    lead:
      'Your password was reset just now with a link sent to this address, and every device ' +
      'signed in to your account was signed out.',
    action: 'Reset my password again',
    link: links.forgotPassword,
    note:
      'If this was you, there is nothing more to do. If this was not you, reset your password ' +
      'again at once with the link above and contact the RENT pre-sale team.',
  });
}
