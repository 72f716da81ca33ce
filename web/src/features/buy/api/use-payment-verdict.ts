import { useSession } from '../../../lib/session/session-context';
import type { PaymentClaim } from '../utils/payment-result';
import { awaitsPaytm, paymentVerdict, type PaymentVerdict } from '../utils/payment-verdict';
import { useRefreshWhile } from '../utils/use-refresh-while';
import { usePaymentOrderQuery } from './payment-order-query';

/**
 * What to say about the payment the address names (null when it names none), read from the
 * server and read again while an online payment is still being confirmed.
 */
export function usePaymentVerdict(claim: PaymentClaim | null): {
  verdict: PaymentVerdict | null;
  retry: () => void;
} {
  const { status } = useSession();
  const { data, error, refetch } = usePaymentOrderQuery(
    claim?.orderId ?? null,
    status === 'signed-in',
    !claim || status === 'loading',
  );
  const verdict = claim ? paymentVerdict(claim, status, { data, error }) : null;
  useRefreshWhile(verdict !== null && awaitsPaytm(verdict), refetch);
  // A failed retry needs no handling here: the query's error state shows it.
  return { verdict, retry: () => void refetch().catch(() => undefined) };
}
