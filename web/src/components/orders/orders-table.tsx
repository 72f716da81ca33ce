import { formatIstDate, formatRent } from '@rent/sale-rules';
import { ColumnHeadings } from '../column-headings';
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

const COLUMNS = ['Tokens', 'Amount', 'Date', 'Type', 'Status'] as const;

/** Orders with their tokens, amount, date, type and status; a card per order where space is short. */
export function OrdersTable<Order extends OrderRow>(props: OrdersTableProps<Order>) {
  const { orders, caption, onShowDetails } = props;
  return (
    <TableFrame>
      <Table role="table">
        <caption>{caption}</caption>
        <ColumnHeadings columns={COLUMNS}>
          {onShowDetails ? (
            <th scope="col" role="columnheader">
              <VisuallyHidden>Details</VisuallyHidden>
            </th>
          ) : null}
        </ColumnHeadings>
        <tbody role="rowgroup">
          {orders.map((order) => (
            <tr key={order._id} role="row">
              <td role="cell" data-col="tokens">
                {formatRent(orderTokens(order))}
              </td>
              <td role="cell" data-col="amount">
                <OrderAmount amountPaid={order.amountPaid} />
              </td>
              <td role="cell" data-col="date">
                {formatIstDate(order.purchaseDate)}
              </td>
              <td role="cell" data-col="type">
                <OrderTypeBadge isReferral={order.isReferral} />
              </td>
              <td role="cell" data-col="status">
                <OrderStatusBadge status={order.status} paymentMethod={order.paymentMethod} />
              </td>
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
