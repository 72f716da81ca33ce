import { formatIstDate, formatRent } from '@rent/sale-rules';
import { ColumnCells, ColumnHeadings, headingsOf, type TableColumn } from '../table-columns';
import { VisuallyHidden } from '../visually-hidden';
import { OrderAmount } from './order-amount';
import { OrderStatusBadge, OrderTypeBadge } from './order-badges';
import { orderTokens, type OrderRow } from './order-row';
import { DetailsButton, Table, TableFrame } from './orders-table-frame';

interface OrdersTableProps<Order extends OrderRow> {
  orders: readonly Order[];
  /** Names the table for assistive technology. */
  caption: string;
  /** Adds a Details button to each row. */
  onShowDetails?: (order: Order) => void;
}

const COLUMNS: readonly TableColumn<OrderRow>[] = [
  { heading: 'Tokens', col: 'tokens', cell: (order) => formatRent(orderTokens(order)) },
  {
    heading: 'Amount',
    col: 'amount',
    cell: (order) => <OrderAmount amountPaid={order.amountPaid} />,
  },
  { heading: 'Date', col: 'date', cell: (order) => formatIstDate(order.purchaseDate) },
  {
    heading: 'Type',
    col: 'type',
    cell: (order) => <OrderTypeBadge isReferral={order.isReferral} />,
  },
  {
    heading: 'Status',
    col: 'status',
    cell: (order) => <OrderStatusBadge status={order.status} paymentMethod={order.paymentMethod} />,
  },
];
const HEADINGS = headingsOf(COLUMNS);

/** Orders with their tokens, amount, date, type and status; a card per order where space is short. */
export function OrdersTable<Order extends OrderRow>(props: OrdersTableProps<Order>) {
  const { orders, caption, onShowDetails } = props;
  return (
    <TableFrame>
      <Table role="table">
        <caption>{caption}</caption>
        <ColumnHeadings columns={HEADINGS}>
          {onShowDetails ? (
            <th scope="col" role="columnheader">
              <VisuallyHidden>Details</VisuallyHidden>
            </th>
          ) : null}
        </ColumnHeadings>
        <tbody role="rowgroup">
          {orders.map((order) => (
            <tr key={order._id} role="row">
              <ColumnCells columns={COLUMNS} row={order} />
              {onShowDetails ? (
                <td role="cell" data-col="action">
                  <DetailsButton
                    type="button"
                    aria-label={`Details of ${order.purchaseId}`}
                    onClick={() => onShowDetails(order)}
                  >
                    Details
                  </DetailsButton>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
