// The investor's online orders left unpaid on Paytm's page (decision 0109): each says until when
// its tokens are set aside, and can be paid again or cancelled, so that abandoned pages never lock
// the investor out of buying.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { errorMessage } from '../../../lib/error-message';
import { formatInr, formatIstDateTime, formatRent } from '@rent/sale-rules';
import {
  useCancelOnlineOrder,
  usePayOnlineOrderAgain,
  useUnpaidOrders,
} from '../api/unpaid-orders';
import { postToPaymentPage } from '../utils/payment-page';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: space-between;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
  }
`;

/** A reference is quoted whole: a phone's narrow line must not split it at its hyphen. */
const Reference = styled.span`
  white-space: nowrap;
`;

const Intro = styled.p`
  margin-top: 0;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

export function UnpaidOrders({ signedIn }: { signedIn: boolean }) {
  const { unpaid, refetch } = useUnpaidOrders(!signedIn);
  const [payAgain, paying] = usePayOnlineOrderAgain();
  const [cancel, cancelling] = useCancelOnlineOrder();
  const [note, setNote] = useState<string | null>(null);
  if (unpaid.length === 0 && note === null) return null;

  const onPay = async (purchaseId: string) => {
    try {
      const { data } = await payAgain({ variables: { purchaseId } });
      const payment = data?.payOnlineOrderAgain;
      if (!payment) return;
      postToPaymentPage(payment.paymentPageUrl, {
        mid: payment.mid,
        orderId: payment.paytmOrderId,
        txnToken: payment.txnToken,
      });
    } catch (error) {
      setNote(errorMessage(error));
      void refetch().catch(() => undefined);
    }
  };
  const onCancel = async (purchaseId: string) => {
    try {
      const { data } = await cancel({ variables: { purchaseId } });
      setNote(data?.cancelOnlineOrder.message ?? null);
    } catch (error) {
      setNote(errorMessage(error));
    }
    void refetch().catch(() => undefined);
  };
  const busy = paying.loading || cancelling.loading;

  return (
    <Card title="Orders awaiting your payment">
      <Intro>
        Nothing is charged until you pay. Each order sets its tokens aside until the time shown; pay
        it now or cancel it to place a new order.
      </Intro>
      {note ? <p role="status">{note}</p> : null}
      <List>
        {unpaid.map((order) => (
          <Item key={order._id}>
            <div>
              <p>
                <strong>{formatRent(order.totalTokens)}</strong> for {formatInr(order.amountPaid)}{' '}
                <Reference>({order.purchaseId})</Reference>
              </p>
              <p>
                {order.holdUntil
                  ? `Set aside until ${formatIstDateTime(order.holdUntil)}`
                  : 'No longer set aside: paying again sets its tokens aside if they still fit'}
              </p>
            </div>
            <Actions>
              {/* Each order's buttons are named for it, so that a screen reader's list of buttons
                  tells one order's Pay now from another's. */}
              <Button
                disabled={busy}
                aria-label={`Pay now for ${order.purchaseId}`}
                onClick={() => void onPay(order.purchaseId)}
              >
                Pay now
              </Button>
              <Button
                $variant="secondary"
                disabled={busy}
                aria-label={`Cancel order ${order.purchaseId}`}
                onClick={() => void onCancel(order.purchaseId)}
              >
                Cancel order
              </Button>
            </Actions>
          </Item>
        ))}
      </List>
    </Card>
  );
}
