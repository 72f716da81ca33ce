// Mails telling investors about a sensitive change to their account, each with what to do if it
// was not them: reset the password (which signs every device out) and tell the team.
import type { OutgoingMail } from './outbox.repository.js';
import { letter, type Addressee } from './templates.js';

const NOT_YOU =
  'If this was not you, reset your password now with the link below, which signs out every ' +
  'device, and contact the RENT support team.';

/** Where a mail about an unexpected change sends the investor to take the account back. */
export function forgotPasswordLink(publicUrl: string): string {
  return `${publicUrl}/forgot-password`;
}

/** `resetLink` leads to the forgotten-password page. */
export function passwordChangedMail(to: Addressee, resetLink: string): OutgoingMail {
  return letter(to, {
    subject: 'Your RENT pre-sale password was changed',
    lead:
      'Your password was changed: the password of your RENT pre-sale account was just changed ' +
      `and your other devices were signed out. ${NOT_YOU}`,
    action: 'Reset my password',
    link: resetLink,
    note: 'If you changed it yourself, there is nothing more to do.',
  });
}

export interface WalletSwap {
  /** Display forms of the wallet before and after. */
  before: string;
  after: string;
}

export function walletChangedMail(
  to: Addressee,
  wallet: WalletSwap,
  resetLink: string,
): OutgoingMail {
  return letter(to, {
    subject: 'Your RENT receiving wallet was changed',
    lead:
      'The BEP20 wallet that will receive your RENT tokens was changed from ' +
      `${maskedWallet(wallet.before)} to ${maskedWallet(wallet.after)}. ${NOT_YOU} ` +
      'Tokens are only sent after the pre-sale ends, so there is time to put it right.',
    action: 'Reset my password',
    link: resetLink,
    note: 'If you changed it yourself, there is nothing more to do.',
  });
}

/**
 * The first wallet needs no password (SPEC), so whoever holds a session can add it: the owner
 * learns of it at once, as of a change.
 */
export function walletAddedMail(to: Addressee, wallet: string, resetLink: string): OutgoingMail {
  return letter(to, {
    subject: 'A receiving wallet was added to your RENT account',
    lead:
      `The BEP20 wallet ${maskedWallet(wallet)} was added to receive your RENT tokens. ` +
      `${NOT_YOU} Tokens are only sent after the pre-sale ends, so there is time to put it right.`,
    action: 'Reset my password',
    link: resetLink,
    note: 'If you added it yourself, there is nothing more to do.',
  });
}

/** Enough of an address to recognise it, not enough to copy it: 0x12ab…89cd. */
export function maskedWallet(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

// What a reset through the mailbox put on hold (decision 0116): that it is on hold, and what the
// owner decided.

export interface HeldThings {
  /** The wallet's display form, when it is on hold. */
  wallet: string | null;
  /** The name on the KYC application, when it is on hold. */
  kycName: string | null;
}

function named(held: HeldThings): string {
  const things = [
    ...(held.wallet ? [`the receiving wallet ${maskedWallet(held.wallet)}`] : []),
    ...(held.kycName ? [`the KYC application in the name of ${held.kycName}`] : []),
  ];
  return things.join(' and ');
}

export function heldAfterResetMail(to: Addressee, held: HeldThings, publicUrl: string) {
  return letter(to, {
    subject: 'We put what was added to your RENT account on hold',
    lead:
      `Your password was reset through your e-mail, so we put ${named(held)} on hold: they ` +
      'were added from a sign-in the reset ended, which may not have been you. No tokens are ' +
      'sent to a wallet on hold and a KYC application on hold is not reviewed. Sign in to ' +
      'confirm them if they are yours, or discard them.',
    action: 'Open my dashboard',
    link: `${publicUrl}/dashboard`,
    note: 'Until you decide, nothing else on your account changes.',
  }) satisfies OutgoingMail;
}

export function holdDecidedMail(
  to: Addressee,
  held: HeldThings,
  decision: 'confirmed' | 'discarded',
  publicUrl: string,
) {
  const confirmed = decision === 'confirmed';
  return letter(to, {
    subject: confirmed
      ? 'You confirmed what was on hold on your RENT account'
      : 'You discarded what was on hold on your RENT account',
    lead: confirmed
      ? `You confirmed ${named(held)}: they are back on your account as they were.`
      : `You discarded ${named(held)}: the wallet no longer receives your tokens and the KYC ` +
        'application was withdrawn. Add your own wallet and submit your own KYC from your ' +
        'dashboard.',
    action: confirmed ? 'Open my dashboard' : 'Complete my KYC',
    link: confirmed ? `${publicUrl}/dashboard` : `${publicUrl}/kyc`,
    note:
      'If this was not you, reset your password now from the sign-in page and contact the RENT ' +
      'support team.',
  }) satisfies OutgoingMail;
}
