import type { CalculatorCurrency } from '@rent/sale-rules';
import { formatMoney } from '../../../lib/format-number';

/** Money in one of the sale's currencies, as every screen writes it: "₹3,000.00", "$33.94". */
export function formatAmount(value: string, currency: CalculatorCurrency): string {
  return formatMoney(value, currency);
}
