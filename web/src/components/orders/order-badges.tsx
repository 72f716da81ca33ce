import type { OrderStatus } from '../../gql/graphql';
import { Badge, type BadgeTone } from '../badge';

const STATUS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  CREDITED: { label: 'Approved', tone: 'success' },
  PENDING: { label: 'Pending', tone: 'warning' },
  FAILED: { label: 'Failed', tone: 'danger' },
  REJECTED: { label: 'Rejected', tone: 'danger' },
  REFUND_DUE: { label: 'Refund due', tone: 'warning' },
  REFUNDED: { label: 'Refunded', tone: 'neutral' },
};

/** Where an order stands; credited orders read Approved. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, tone } = STATUS[status];
  return <Badge $tone={tone}>{label}</Badge>;
}

/** Whether an order is a purchase or a referral bonus. */
export function OrderTypeBadge({ isReferral }: { isReferral: boolean }) {
  return isReferral ? <Badge $tone="info">Referral Bonus</Badge> : <Badge>Purchase</Badge>;
}
