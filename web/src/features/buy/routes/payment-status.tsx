import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePaymentVerdict } from '../api/use-payment-verdict';
import { PaymentVerdictDialog } from '../components/payment-verdict-dialog';
import { paymentClaimFrom } from '../utils/payment-result';
import { isFinalVerdict, type PaymentVerdict } from '../utils/payment-verdict';
import { useRedirectCountdown } from '../utils/use-redirect-countdown';

/** How long the outcome stays on screen before Buy Tokens opens (SPEC.md §9). */
export const REDIRECT_AFTER_SECONDS = 7;

const Countdown = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const GO_NOW = 'Go to Buy Tokens now';

function countdownText(seconds: number): string {
  return `Returning to Buy Tokens in ${seconds} second${seconds === 1 ? '' : 's'}…`;
}

/**
 * Buy Tokens, carrying the payment for a visitor who has not signed in yet: it asks them to sign
 * in there and shows the payment once they have (decision 0110). Anyone else goes to the plain screen.
 */
function buyTokensAfter(verdict: PaymentVerdict | null, params: URLSearchParams): string {
  const plain = paths.buyToken.getHref();
  if (verdict?.kind !== 'sign-in') return plain;
  const carried = new URLSearchParams({
    status: params.get('status') ?? '',
    orderId: verdict.orderId,
  });
  return `${plain}?${carried.toString()}`;
}

/**
 * Where the payment gateway sends the investor back: the order's real outcome in a dialog, then
 * Buy Tokens 7 seconds after that outcome is final, or at once with the button (SPEC.md §2). A
 * visitor asked to sign in moves on too, with the payment carried along. While a payment is being
 * confirmed, or its status cannot be read, the screen stays.
 */
export default function PaymentStatusRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { verdict, retry } = usePaymentVerdict(paymentClaimFrom(params));
  // Replaced, so Back does not show the outcome (and start the countdown) again.
  const target = buyTokensAfter(verdict, params);
  const goNow = useCallback(() => void navigate(target, { replace: true }), [navigate, target]);
  const moving = verdict === null || isFinalVerdict(verdict) || verdict.kind === 'sign-in';
  const secondsLeft = useRedirectCountdown(REDIRECT_AFTER_SECONDS, goNow, moving);
  const countdown = moving ? (
    <Countdown role="timer">{countdownText(secondsLeft)}</Countdown>
  ) : null;

  return (
    <>
      <PageHeader title="Payment Status">The outcome of your payment.</PageHeader>
      {verdict ? (
        <PaymentVerdictDialog
          verdict={verdict}
          onRetry={retry}
          onClose={goNow}
          closeLabel={GO_NOW}
          footer={countdown}
        />
      ) : (
        <Card title="No payment to show">
          <p>
            This address carries no payment result. Your orders and their status are under{' '}
            <Link to={paths.transactions.getHref()}>Transactions</Link>.
          </p>
          {countdown}
          <div>
            <Button onClick={goNow}>{GO_NOW}</Button>
          </div>
        </Card>
      )}
    </>
  );
}
