import type { OrderStatus, PaymentMethod } from '../../gql/graphql';
import { Badge, type BadgeTone } from '../badge';

const STATUS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  CREDITED: { label: 'Approved', tone: 'success' },
  PENDING: { label: 'Pending', tone: 'warning' },
  FAILED: { label: 'Failed', tone: 'danger' },
  REJECTED: { label: 'Rejected', tone: 'danger' },
  REFUND_DUE: { label: 'Refund due', tone: 'warning' },
  REFUNDED: { label: 'Refunded', tone: 'neutral' },
};

// A pending order waits for different people: the investor's payment, the team, or the KYC of a
// referrer whose bonus is held (decisions 0108, 0109).
const PENDING_BY_METHOD: Record<PaymentMethod, string> = {
  PAYTM: 'Awaiting your payment',
  MANUAL: 'In review',
  REFERRAL: 'Awaiting your KYC',
};

interface StatusBadgeProps {
  status: OrderStatus;
  paymentMethod?: PaymentMethod;
}

/** Where an order stands; credited orders read Approved. */
export function OrderStatusBadge({ status, paymentMethod }: StatusBadgeProps) {
  const { label, tone } = STATUS[status];
  const pendingLabel = status === 'PENDING' && paymentMethod && PENDING_BY_METHOD[paymentMethod];
  return <Badge $tone={tone}>{pendingLabel || label}</Badge>;
}

/** Whether an order is a purchase or a referral bonus. */
export function OrderTypeBadge({ isReferral }: { isReferral: boolean }) {
  return isReferral ? <Badge $tone="info">Referral Bonus</Badge> : <Badge>Purchase</Badge>;
}
