import type { ReferralSortField } from '../../../gql/graphql';
import type { ReferralSort } from '../utils/referral-view';
import { SortButton } from './referrals-table-frame';

interface SortHeaderProps {
  label: string;
  field: ReferralSortField;
  sort: ReferralSort;
  onSort: (field: ReferralSortField) => void;
}

/** A column header that sorts the table by its column, and again the other way round. */
export function SortHeader({ label, field, sort, onSort }: SortHeaderProps) {
  const active = sort.by === field;
  const ascending = sort.order === 'ASC';
  return (
    <th
      scope="col"
      role="columnheader"
      aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}
    >
      <SortButton type="button" onClick={() => onSort(field)}>
        {label}
        <span aria-hidden="true">{active ? (ascending ? '▲' : '▼') : '↕'}</span>
      </SortButton>
    </th>
  );
}
