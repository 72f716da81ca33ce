// The owner's mails about what a reset put on hold: that it is on hold, and what she decided.
import { letter, maskedWallet, type Addressee, type OutgoingMail } from '../mail/index.js';

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
