import { useState } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { ReferralSortField } from '../../../gql/graphql';
import type { ReferredUser } from '../api/referrals-query';
import type { ReferralSort } from '../utils/referral-view';
import { REFERRAL_COLUMNS, ReferralRow } from './referral-row';
import { Table, TableScroll } from './referrals-table-frame';
import { SortHeader } from './sort-header';

interface ReferralsTableProps {
  users: readonly ReferredUser[];
  sort: ReferralSort;
  onSort: (field: ReferralSortField) => void;
}

/** One page of referred investors, sortable by every column the gateway can sort by. */
export function ReferralsTable({ users, sort, onSort }: ReferralsTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const sortable = { sort, onSort };

  return (
    <TableScroll>
      <Table role="table">
        <caption>Investors who signed up with your referral link</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              <VisuallyHidden>Purchase history</VisuallyHidden>
            </th>
            <SortHeader label="Name" field="NAME" {...sortable} />
            {REFERRAL_COLUMNS.map(({ heading, sort: field }) =>
              field ? (
                <SortHeader key={heading} label={heading} field={field} {...sortable} />
              ) : (
                <th key={heading} scope="col" role="columnheader">
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {users.map((user) => (
            <ReferralRow
              key={user._id}
              user={user}
              expanded={expanded.has(user._id)}
              onToggle={() => toggle(user._id)}
            />
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
