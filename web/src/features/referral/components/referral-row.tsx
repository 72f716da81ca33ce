import { useId } from 'react';
import { formatIndianNumber, formatIstDate, formatRent } from '@rent/sale-rules';
import { LineIcon } from '../../../components/line-icon';
import { ColumnCells, type TableColumn } from '../../../components/table-columns';
import type { ReferralSortField } from '../../../gql/graphql';
import type { ReferredUser } from '../api/referrals-query';
import { ReferralPurchases } from './referral-purchases';
import { DetailCell, ExpandButton } from './referrals-table-frame';

/** A column after the expand button and the referee's name; `sort` when the gateway sorts by it. */
export interface ReferralColumn extends TableColumn<ReferredUser> {
  sort?: ReferralSortField;
}

export const REFERRAL_COLUMNS: readonly ReferralColumn[] = [
  { heading: 'E-mail', col: 'email', cell: (user) => user.email },
  { heading: 'Joined', sort: 'CREATED_AT', cell: (user) => formatIstDate(user.createdAt) },
  {
    heading: 'Total Bonus',
    col: 'bonus',
    sort: 'TOTAL_BONUS_TOKENS',
    cell: (user) => formatRent(user.totalBonusTokens),
  },
  {
    heading: 'Purchases',
    sort: 'PURCHASE_COUNT',
    cell: (user) => formatIndianNumber(user.purchaseCount),
  },
  {
    heading: 'Last Purchase',
    sort: 'LAST_PURCHASE_DATE',
    cell: (user) => (user.lastPurchaseDate ? formatIstDate(user.lastPurchaseDate) : '—'),
  },
];

export const COLUMN_COUNT = 2 + REFERRAL_COLUMNS.length;

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
        <ColumnCells columns={REFERRAL_COLUMNS} row={user} />
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
