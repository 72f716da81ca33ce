import { AddWalletDialog } from '../../../components/wallet/add-wallet-dialog';
import type { PaymentResult } from '../utils/payment-result';
import type { PurchaseQuote } from '../utils/purchase-quote';
import type { BankTransfer } from './bank-details';
import { ManualPaymentDialog, type ManualOrder } from './manual-payment-dialog';
import { PayConfirmDialog } from './pay-confirm-dialog';
import { PayOnlineDialog } from './pay-online-dialog';
import { PayReviewDialog } from './payment-result-dialog';
import type { PaymentMethod } from './payment-step';
import { SessionEndedDialog } from './session-ended-dialog';

/** The one dialog of the purchase open at a time, and what it is about. */
export type PurchaseDialog =
  | { kind: 'add-wallet'; method: PaymentMethod }
  | { kind: 'confirm'; method: PaymentMethod }
  | { kind: 'pay-online' }
  | { kind: 'manual' }
  | { kind: 'result'; result: PaymentResult };

interface PurchaseDialogsProps {
  dialog: PurchaseDialog | null;
  /** The session has ended under the purchase (the buyer is now a visitor). */
  signedOut: boolean;
  quote: PurchaseQuote | null;
  walletAddress: string | null;
  bank: BankTransfer | undefined;
  onChange: (dialog: PurchaseDialog | null) => void;
  /** Called when the add-wallet dialog closes, whether or not a wallet was saved. */
  onWalletClosed: (method: PaymentMethod) => void;
  onSwitchToInr: () => void;
}

/** A manual order as the review dialog reports it. */
function reviewOf(order: ManualOrder): PaymentResult {
  return {
    outcome: 'pending',
    method: 'manual',
    orderId: order.purchaseId,
    amount: order.amountPaid,
    tokens: order.totalTokens,
    currency: 'INR',
  };
}

/** The method a dialog of the purchase pays by; null for the outcome, which pays nothing. */
function methodOf(dialog: PurchaseDialog): PaymentMethod | null {
  switch (dialog.kind) {
    case 'add-wallet':
    case 'confirm':
      return dialog.method;
    case 'pay-online':
      return 'online';
    case 'manual':
      return 'manual';
    case 'result':
      return null;
  }
}

/**
 * add-wallet → pay-confirm → pay-online or manual payment → its outcome. When the session ends
 * under any step before the outcome, that step gives way to a sign-in that comes back to it.
 */
export function PurchaseDialogs({
  dialog,
  signedOut,
  quote,
  walletAddress,
  bank,
  onChange,
  onWalletClosed,
  onSwitchToInr,
}: PurchaseDialogsProps) {
  const close = () => onChange(null);
  if (!dialog) return null;
  const method = methodOf(dialog);
  if (signedOut && method && quote)
    return <SessionEndedDialog quote={quote} method={method} onClose={close} />;
  if (dialog.kind === 'result') return <PayReviewDialog result={dialog.result} onClose={close} />;
  if (dialog.kind === 'add-wallet')
    return <AddWalletDialog walletAddress={null} onClose={() => onWalletClosed(dialog.method)} />;
  // The count cannot change while a dialog covers the form; this guards a refetch meanwhile.
  if (!quote) return null;

  switch (dialog.kind) {
    case 'confirm':
      return (
        <PayConfirmDialog
          quote={quote}
          method={dialog.method}
          walletAddress={walletAddress}
          onContinue={() =>
            onChange({ kind: dialog.method === 'online' ? 'pay-online' : 'manual' })
          }
          onSwitchToInr={onSwitchToInr}
          onClose={close}
        />
      );
    case 'pay-online':
      return <PayOnlineDialog quote={quote} onSwitchToInr={onSwitchToInr} onClose={close} />;
    case 'manual':
      return bank ? (
        <ManualPaymentDialog
          quote={quote}
          bank={bank}
          onSwitchToInr={onSwitchToInr}
          onSubmitted={(order) => onChange({ kind: 'result', result: reviewOf(order) })}
          onClose={close}
        />
      ) : null;
  }
}
