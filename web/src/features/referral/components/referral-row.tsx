import { useId } from 'react';
import { formatIndianNumber, formatIstDate, formatRent } from '@rent/sale-rules';
import { LineIcon } from '../../../components/line-icon';
import type { ReferredUser } from '../api/referrals-query';
import { ReferralPurchases } from './referral-purchases';
import { DetailCell, ExpandButton } from './referrals-table-frame';

export const COLUMN_COUNT = 7;

interface ReferralRowProps {
  user: ReferredUser;
  expanded: boolean;
  onToggle: () => void;
}

/** A referred investor, and below, once opened, the bonus each of their purchases earned. */
export function ReferralRow({ user, expanded, onToggle }: ReferralRowProps) {
  const detailId = useId();
  return (
    <>
      <tr role="row">
        <td role="cell" data-col="expand">
          <ExpandButton
            type="button"
            aria-expanded={expanded}
            aria-controls={detailId}
            aria-label={`Purchases by ${user.fullname}`}
            onClick={onToggle}
          >
            <LineIcon size={16} path="m9 6 6 6-6 6" strokeWidth={2.4} />
            {/* Shown on a phone's card only; the button's name is its aria-label. */}
            <span data-expand-text aria-hidden="true">
              {expanded ? 'Hide purchases' : 'Show purchases'}
            </span>
          </ExpandButton>
        </td>
        <th scope="row" role="rowheader">
          {user.fullname}
        </th>
        <td role="cell" data-col="email" data-label="E-mail">
          {user.email}
        </td>
        <td role="cell" data-label="Joined">
          {formatIstDate(user.createdAt)}
        </td>
        <td role="cell" data-col="bonus" data-label="Total Bonus">
          {formatRent(user.totalBonusTokens)}
        </td>
        <td role="cell" data-label="Purchases">
          {formatIndianNumber(user.purchaseCount)}
        </td>
        <td role="cell" data-label="Last Purchase">
          {user.lastPurchaseDate ? formatIstDate(user.lastPurchaseDate) : '—'}
        </td>
      </tr>
      <tr id={detailId} hidden={!expanded} role="row">
        <DetailCell colSpan={COLUMN_COUNT} role="cell">
          {expanded ? (
            <ReferralPurchases name={user.fullname} purchases={user.referralPurchases} />
          ) : null}
        </DetailCell>
      </tr>
    </>
  );
}
