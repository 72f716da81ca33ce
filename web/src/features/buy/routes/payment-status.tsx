import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { PaymentResultDialog } from '../components/payment-result-dialog';
import { paymentResultFrom } from '../utils/payment-result';
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
 * Where the payment gateway sends the investor back: the outcome in a dialog, then Buy Tokens
 * after 7 seconds, or at once with the button.
 */
export default function PaymentStatusRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const result = paymentResultFrom(params);
  // Replaced, so Back does not show the outcome (and start the countdown) again.
  const goNow = useCallback(
    () => void navigate(paths.buyToken.getHref(), { replace: true }),
    [navigate],
  );
  const secondsLeft = useRedirectCountdown(REDIRECT_AFTER_SECONDS, goNow);
  const countdown = <Countdown role="timer">{countdownText(secondsLeft)}</Countdown>;

  return (
    <>
      <PageHeader title="Payment Status">The outcome of your payment.</PageHeader>
      {result ? (
        <PaymentResultDialog
          result={result}
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
