import styled from 'styled-components';
import { Dialog } from '../../../components/dialog';
import { FactList, type Fact } from '../../../components/fact-list';
import { OrderStatusBadge, OrderTypeBadge } from '../../../components/orders/order-badges';
import { graphql } from '../../../gql';
import type { PaymentMethod, TransactionDetailsFragment } from '../../../gql/graphql';
import { formatInr, formatIstDateTime, formatPercent, formatRent } from '@rent/sale-rules';
import { orderOutcome } from './order-outcome';
import { downloads } from '../../../config/paths';
import { DownloadLink } from './download-link';

/** What the dialog reads of an order. */
export const TransactionDetailsFields = graphql(`
  fragment TransactionDetails on Order {
    purchaseId
    paytmOrderId
    txnId
    purchaseDate
    amountPaid
    amountCharged
    baseTokens
    bonusTokens
    totalTokens
    bonusPercent
    phaseName
    paymentMethod
    isReferral
    status
    statusReason
    creditedAt
    holdUntil
    bankReference
    refundReference
    refundedAt
    referral {
      refereeFirstName
      baseTokens
    }
  }
`);

const PAYMENT_METHODS: Record<PaymentMethod, string> = {
  PAYTM: 'Paytm (online)',
  MANUAL: 'Manual bank transfer',
  REFERRAL: 'Referral bonus',
};

/** A referred investor whose name cannot be shown. */
const UNNAMED_REFEREE = 'A referred investor';
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(5)};
`;

interface TransactionDetailsDialogProps {
  order: TransactionDetailsFragment;
  onClose: () => void;
}

/**
 * Everything known about one order, for the investor or for a question to support: figures that
 * add up (base + bonus = total), what was really paid, and what happens next.
 */
export function TransactionDetailsDialog({ order, onClose }: TransactionDetailsDialogProps) {
  const facts = order.referral ? referralFacts(order, order.referral) : purchaseFacts(order);
  return (
    <Dialog title="Transaction Details" onClose={onClose}>
      <FactList
        layout="grid"
        spacing={2.5}
        facts={[
          ['Purchase ID', order.purchaseId, 'reference'],
          ...facts,
          ['Phase', order.phaseName ?? '—'],
          ['Payment Method', PAYMENT_METHODS[order.paymentMethod]],
          ['Type', <OrderTypeBadge key="type" isReferral={order.isReferral} />],
          [
            'Status',
            <OrderStatusBadge
              key="status"
              status={order.status}
              paymentMethod={order.paymentMethod}
            />,
          ],
          order.statusReason ? ['Reason', order.statusReason] : null,
          order.creditedAt ? ['Credited', formatIstDateTime(order.creditedAt)] : null,
          ['What this means', orderOutcome(order)],
        ]}
      />
      {order.status === 'CREDITED' ? (
        <Actions>
          <DownloadLink
            href={downloads.receipt(order.purchaseId)}
            filename={`${order.purchaseId}-receipt.pdf`}
          >
            Download receipt
          </DownloadLink>
        </Actions>
      ) : null}
    </Dialog>
  );
}

function purchaseFacts(order: TransactionDetailsFragment): (Fact | null)[] {
  return [
    order.paymentMethod === 'MANUAL'
      ? ['Bank Reference', order.bankReference ?? '—', 'reference']
      : null,
    ['Paytm Order ID', order.paytmOrderId ?? '—', 'reference'],
    ['Transaction ID', order.txnId ?? '—', 'reference'],
    ['Date', formatIstDateTime(order.purchaseDate)],
    ['Amount Paid', amountText(order)],
    ...refundFacts(order),
    ['Base Tokens', formatRent(order.baseTokens)],
    ['Bonus Tokens', formatRent(order.bonusTokens)],
    ['Total Tokens', formatRent(order.totalTokens)],
    ['Bonus', formatPercent(order.bonusPercent)],
  ];
}

function referralFacts(
  order: TransactionDetailsFragment,
  referral: NonNullable<TransactionDetailsFragment['referral']>,
): Fact[] {
  return [
    ['Date', formatIstDateTime(order.purchaseDate)],
    ['Amount Paid', 'No payment (referral bonus)'],
    ['Referred Investor', referral.refereeFirstName ?? UNNAMED_REFEREE],
    ['Their Purchase', formatRent(referral.baseTokens)],
    ['Bonus', `${formatPercent(order.bonusPercent)} of their purchase`],
    ['Bonus Tokens', formatRent(order.bonusTokens)],
    ['Total Tokens', formatRent(order.totalTokens)],
  ];
}

/** The money side of a purchase: paid, awaited, or never charged. */
function amountText(order: TransactionDetailsFragment): string {
  const amount = formatInr(order.amountPaid);
  switch (order.status) {
    case 'CREDITED':
    case 'REFUND_DUE':
      return formatInr(order.amountCharged);
    case 'PENDING':
      return `${amount} (awaiting confirmation)`;
    case 'FAILED':
      return `Nothing: ${amount} was not charged`;
    case 'REJECTED':
      // A transfer may have left the investor's bank before the team refused it (decision 0110).
      return `Not accepted: ${amount} was not credited`;
    case 'REFUNDED':
      return `Nothing: ${amount} was refunded`;
  }
}

/** A refund's reference (the bank shows it) and when the team made it. */
function refundFacts(order: TransactionDetailsFragment): Fact[] {
  if (order.status !== 'REFUNDED') return [];
  return [
    ['Refund Reference', order.refundReference ?? '—', 'reference'],
    ['Refunded On', order.refundedAt ? formatIstDateTime(order.refundedAt) : '—'],
  ];
}
