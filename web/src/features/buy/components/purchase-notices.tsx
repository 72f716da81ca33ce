import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { KycStatus } from '../../../gql/graphql';
import type { PurchaseGate } from '../utils/purchase-gate';
import { Notice } from '../../../components/notice';

const KYC_NOTICES: Record<Exclude<KycStatus, 'VERIFIED'>, [text: string, link: string]> = {
  NOT_SUBMITTED: [
    'KYC is required to buy tokens. Complete your KYC application to unlock the payment buttons.',
    'Go to KYC Application',
  ],
  SUBMITTED: [
    'Your KYC application is in review. You can buy tokens once it is verified.',
    'View KYC Status',
  ],
  IN_REVIEW: [
    'Your KYC application is in review. You can buy tokens once it is verified.',
    'View KYC Status',
  ],
  REJECTED: [
    'Your KYC application was rejected. Submit it again to buy tokens.',
    'Go to KYC Application',
  ],
};

const SALE_NOTICES = {
  'not-started': 'The pre-sale has not started yet: orders open with its first phase.',
  ended: 'The pre-sale has ended: no more orders are accepted.',
} as const;

/** Why the payment buttons are disabled, when it is the sale or the investor's KYC. */
export function PurchaseNotices({ gate }: { gate: PurchaseGate }) {
  const { buyer, sale } = gate;
  const kyc = buyer.kind === 'investor' && buyer.kycStatus !== 'VERIFIED' ? buyer.kycStatus : null;
  return (
    <>
      {sale === 'not-started' || sale === 'ended' ? (
        <Notice>
          <p>{SALE_NOTICES[sale]}</p>
        </Notice>
      ) : null}
      {kyc ? (
        <Notice>
          <p>{KYC_NOTICES[kyc][0]}</p>
          <Link to={paths.kyc.getHref()}>{KYC_NOTICES[kyc][1]}</Link>
        </Notice>
      ) : null}
    </>
  );
}
