// The distribution's mails to investors: what a held holder must do, and a confirmed transfer.
import { formatIstDateTime, formatRent } from '@rent/sale-rules';
import type { OutgoingMail } from '../mail/index.js';
import { letter, maskedWallet, type Addressee } from '../mail/index.js';
import type { HeldReason } from './distribution.table.js';

const WHAT_TO_DO: Record<HeldReason, { lead: string; action: string; path: string }> = {
  KYC_NOT_VERIFIED: {
    lead: 'your identity check (KYC) is not verified yet. Finish it from your dashboard',
    action: 'Finish my KYC',
    path: '/kyc',
  },
  NO_WALLET: {
    lead: 'you have not added a BEP20 wallet to receive them. Add one from your dashboard',
    action: 'Add my wallet',
    path: '/kyc',
  },
  WALLET_ON_HOLD: {
    lead:
      'the wallet on record was added before your password was reset and waits for you. ' +
      'Confirm it or discard it from your dashboard',
    action: 'Open my dashboard',
    path: '/dashboard',
  },
};

export function heldDistributionMail(
  to: Addressee,
  held: { amount: string; reason: HeldReason; deadline: Date },
  publicUrl: string,
): OutgoingMail {
  const step = WHAT_TO_DO[held.reason];
  return letter(to, {
    subject: 'Action needed to receive your RENT tokens',
    lead:
      `Your ${formatRent(held.amount)} are ready to be sent, but we are holding them because ` +
      `${step.lead} by ${formatIstDateTime(held.deadline)} so that they go out with the next ` +
      'distribution run.',
    facts: [['Tokens held', formatRent(held.amount)]],
    action: step.action,
    link: `${publicUrl}${step.path}`,
    note: 'Your tokens stay reserved for you in the meantime.',
  });
}

export function transferConfirmedMail(
  to: Addressee,
  transfer: { amount: string; wallet: string; txHash: string; txUrl: string | null },
  publicUrl: string,
): OutgoingMail {
  return letter(to, {
    subject: 'Your RENT tokens have arrived',
    lead:
      `We sent ${formatRent(transfer.amount)} to your BEP20 wallet ${maskedWallet(transfer.wallet)}, ` +
      'and the transfer is confirmed on chain.',
    facts: [
      ['Tokens', formatRent(transfer.amount)],
      ['Wallet', maskedWallet(transfer.wallet)],
      ['Transaction', transfer.txHash],
    ],
    action: 'See the transaction',
    link: transfer.txUrl ?? `${publicUrl}/transactions`,
    note: 'Add the RENT contract to your wallet app to see the balance; its address is on the Token Information card.',
  });
}
