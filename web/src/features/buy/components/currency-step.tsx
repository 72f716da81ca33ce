import { Field } from 'formik';
import styled from 'styled-components';
import { Card } from '../../../components/card';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { CALCULATOR_CURRENCIES, type CalculatorCurrency } from '@rent/sale-rules';
import { RadioCard } from './radio-card';

const CURRENCY_NAMES: Record<CalculatorCurrency, string> = {
  INR: 'Indian Rupee',
  USD: 'US Dollar',
  AED: 'UAE Dirham',
};

const Options = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Option = styled(RadioCard)`
  min-height: 44px;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Step 1: the currency the amount is shown in. */
export function CurrencyStep() {
  return (
    <Card title="1. Choose Currency">
      <Options>
        <VisuallyHidden as="legend">Currency</VisuallyHidden>
        {CALCULATOR_CURRENCIES.map((code) => (
          <Option key={code}>
            <Field type="radio" name="currency" value={code} />
            <span>
              <strong>{code}</strong>
              <small>{CURRENCY_NAMES[code]}</small>
            </span>
          </Option>
        ))}
      </Options>
      <Hint>Payments are made in INR; in USD or AED you see what the amount comes to.</Hint>
    </Card>
  );
}
