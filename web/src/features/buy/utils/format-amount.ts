import type { CalculatorCurrency } from '@rent/sale-rules';
import { formatIndianNumber, formatInr } from '../../../lib/format-number';

/** Money in one of the sale's currencies: "₹3,000.00", "33.94 USD". */
export function formatAmount(value: string, currency: CalculatorCurrency): string {
  if (currency === 'INR') return formatInr(value);
  const figure = formatIndianNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${figure} ${currency}`;
}
