import { Link } from 'react-router';
import styled from 'styled-components';
import { Card } from '../../../components/card';
import type { OrderRow } from '../../../components/orders/order-row';
import { OrdersTable } from '../../../components/orders/orders-table';
import { paths } from '../../../config/paths';

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const AllLink = styled(Link)`
  margin-top: auto;
  font-weight: 600;
`;

/** The investor's three latest orders, and the way to all of them. */
export function RecentTransactionsCard({ orders }: { orders: readonly OrderRow[] }) {
  return (
    <Card title="Recent Transactions">
      {orders.length > 0 ? (
        <OrdersTable orders={orders} caption="Your latest transactions" />
      ) : (
        <Empty>
          No transactions yet. <Link to={paths.buyToken.getHref()}>Buy Tokens</Link> to make your
          first contribution.
        </Empty>
      )}
      <AllLink to={paths.transactions.getHref()}>View all transactions</AllLink>
    </Card>
  );
}
