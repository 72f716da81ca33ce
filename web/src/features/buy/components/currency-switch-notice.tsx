import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';

interface CurrencySwitchNoticeProps {
  /** SPEC.md's sentence for the payment method. */
  message: string;
  onSwitchToInr: () => void;
}

/** Payments are in INR only: says so, with the way to switch the purchase to INR. */
export function CurrencySwitchNotice({ message, onSwitchToInr }: CurrencySwitchNoticeProps) {
  return (
    <Notice role="alert">
      <p>{message}</p>
      <div>
        <Button $variant="secondary" onClick={onSwitchToInr}>
          Switch to INR
        </Button>
      </div>
    </Notice>
  );
}
