import { useId, useState } from 'react';
import { ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import { formatIndianNumber } from '../../../lib/format-number';
import { CALCULATOR_CURRENCIES, type CalculatorCurrency, rentForAmount } from '@rent/sale-rules';
import { rateNoteFor } from '../utils/rate-note';
import type { RateQuote } from '../utils/rate-quote';
import {
  CalculatorFields,
  CalculatorResult,
  RateText,
  RateWarning,
} from './token-calculator-parts';

interface TokenCalculatorCardProps {
  rates: RateQuote;
  /** Rupees per RENT. */
  price: string;
}

const isCalculatorCurrency = (value: string): value is CalculatorCurrency =>
  (CALCULATOR_CURRENCIES as readonly string[]).includes(value);

/** How many RENT an amount of rupees, dollars or dirhams buys. */
export function TokenCalculatorCard({ rates, price }: TokenCalculatorCardProps) {
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<CalculatorCurrency>('INR');
  const amountId = useId();
  const currencyId = useId();

  const ratesToInr = { INR: 1, USD: rates.usd, AED: rates.aed };
  const tokens = rentForAmount(amount, currency, ratesToInr, price);
  const note = rateNoteFor(currency, rates, price);

  return (
    <Card title="Token Calculator">
      <CalculatorFields>
        <label htmlFor={amountId}>Amount</label>
        <input
          id={amountId}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <label htmlFor={currencyId}>Currency</label>
        <select
          id={currencyId}
          value={currency}
          onChange={({ target }) => {
            if (isCalculatorCurrency(target.value)) setCurrency(target.value);
          }}
        >
          {CALCULATOR_CURRENCIES.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </select>
      </CalculatorFields>
      <CalculatorResult htmlFor={`${amountId} ${currencyId}`} aria-live="polite">
        <span>You get</span> <strong>{formatIndianNumber(tokens)} RENT</strong>
      </CalculatorResult>
      <div>
        <RateText>{note.rate}</RateText>
        {note.warning ? <RateWarning role="alert">{note.warning}</RateWarning> : null}
      </div>
      <ButtonLink to={paths.buyToken.getHref()} $block>
        Buy Tokens
      </ButtonLink>
    </Card>
  );
}
