import styled from 'styled-components';
import { Dialog } from '../../../components/dialog';
import { OrderStatusBadge, OrderTypeBadge } from '../../../components/orders/order-badges';
import type { PaymentMethod } from '../../../gql/graphql';
import { formatIstDateTime } from '../../../lib/format-date';
import { formatInr, formatRent } from '../../../lib/format-number';
import type { TransactionOrder } from '../api/orders-query';

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(2.5)} ${theme.space(4)}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

const Reference = styled.dd`
  && {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9rem;
  }
`;

const PAYMENT_METHODS: Record<PaymentMethod, string> = {
  PAYTM: 'Paytm (online)',
  MANUAL: 'Manual bank transfer',
  REFERRAL: 'Referral bonus',
};

interface TransactionDetailsDialogProps {
  order: TransactionOrder;
  onClose: () => void;
}

/** Everything known about one order, for the investor or for a question to support. */
export function TransactionDetailsDialog({ order, onClose }: TransactionDetailsDialogProps) {
  return (
    <Dialog title="Transaction Details" onClose={onClose}>
      <Details>
        <dt>Purchase ID</dt>
        <Reference>{order.purchaseId}</Reference>
        <dt>Paytm Order ID</dt>
        <Reference>{order.paytmOrderId ?? '—'}</Reference>
        <dt>Transaction ID</dt>
        <Reference>{order.txnId ?? '—'}</Reference>
        <dt>Date</dt>
        <dd>{formatIstDateTime(order.purchaseDate)}</dd>
        <dt>Amount Paid</dt>
        <dd>{formatInr(order.amountPaid)}</dd>
        <dt>Base Tokens</dt>
        <dd>{formatRent(order.baseTokens)}</dd>
        <dt>Bonus Tokens</dt>
        <dd>{formatRent(order.bonusTokens)}</dd>
        <dt>Total Tokens</dt>
        <dd>{formatRent(order.totalTokens)}</dd>
        <dt>Bonus</dt>
        <dd>{order.bonusPercent}%</dd>
        <dt>Phase</dt>
        <dd>{order.phaseName ?? '—'}</dd>
        <dt>Payment Method</dt>
        <dd>{PAYMENT_METHODS[order.paymentMethod]}</dd>
        <dt>Type</dt>
        <dd>
          <OrderTypeBadge isReferral={order.isReferral} />
        </dd>
        <dt>Status</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
        {order.statusReason ? (
          <>
            <dt>Reason</dt>
            <dd>{order.statusReason}</dd>
          </>
        ) : null}
        {order.creditedAt ? (
          <>
            <dt>Credited</dt>
            <dd>{formatIstDateTime(order.creditedAt)}</dd>
          </>
        ) : null}
      </Details>
    </Dialog>
  );
}
