import { mixed, object, string } from 'yup';
import { CALCULATOR_CURRENCIES, type CalculatorCurrency } from '@rent/sale-rules';
import { BLANK_COUNT, readTokenCount } from './token-count';

export interface PurchaseValues {
  currency: CalculatorCurrency;
  /** As typed. */
  tokens: string;
}

export const purchaseInitialValues: PurchaseValues = { currency: 'INR', tokens: '' };

/** Invalid from the first render: the count starts blank. */
export const purchaseInitialErrors = { tokens: BLANK_COUNT };

export const purchaseSchema = object({
  currency: mixed<CalculatorCurrency>().oneOf(CALCULATOR_CURRENCIES).required(),
  tokens: string()
    .default('')
    .test('token-count', (value, { createError }) => {
      const { problem } = readTokenCount(value);
      return problem === null || createError({ message: problem });
    }),
});
