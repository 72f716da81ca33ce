import { useId, useState } from 'react';
import { ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import {
  addDecimals,
  bonusTokens,
  CALCULATOR_CURRENCIES,
  type CalculatorCurrency,
  formatDecimal,
  formatIndianNumber,
  formatPercent,
  parseDecimal,
  readTypedAmount,
  rentForAmount,
  type SaleStage,
} from '@rent/sale-rules';
import { RiskStatement } from '../../../components/risk-statement';
import { isClosedStage, SaleClosedNote } from '../../../components/sale-stage/sale-closed-note';
import { rateNoteFor } from '../utils/rate-note';
import type { RateQuote } from '../utils/rate-quote';
import {
  AmountHint,
  BonusNote,
  CalculatorFields,
  CalculatorResult,
  RateText,
  RateWarning,
} from './token-calculator-parts';

interface TokenCalculatorCardProps {
  rates: RateQuote;
  /** Rupees per RENT. */
  price: string;
  /** The phase running now, whose bonus a purchase would earn; null outside the phases. */
  phase?: { name: string; bonusPercent: number } | null;
  /** Where the sale stands; outside its window the card offers no purchase. Null while unknown. */
  stage?: SaleStage | null;
}

const isCalculatorCurrency = (value: string): value is CalculatorCurrency =>
  (CALCULATOR_CURRENCIES as readonly string[]).includes(value);

/** Whether the calculator reads `amount` as an amount (SPEC.md §9: anything else gives 0). */
function isReadable(amount: string): boolean {
  if (amount.trim() === '') return true;
  const value = readTypedAmount(amount);
  return value !== null && value.units >= 0n;
}

/** The whole RENT of a calculator result ("8.55" → 8n), carried into the purchase. */
function wholeTokens(tokens: string): bigint {
  const whole = /^\d+/.exec(tokens)?.[0];
  return whole ? BigInt(whole) : 0n;
}

/** How many RENT an amount of rupees, dollars or dirhams buys. */
export function TokenCalculatorCard({
  rates,
  price,
  phase = null,
  stage = null,
}: TokenCalculatorCardProps) {
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<CalculatorCurrency>('INR');
  const amountId = useId();
  const currencyId = useId();
  const hintId = useId();

  const ratesToInr = { INR: 1, USD: rates.usd, AED: rates.aed };
  const tokens = rentForAmount(amount, currency, ratesToInr, price);
  const note = rateNoteFor(currency, rates, price);
  const readable = isReadable(amount);
  // As a purchase counts it (SPEC.md §9): the bonus is on the whole tokens.
  const bonus = phase ? bonusTokens(wholeTokens(tokens), phase.bonusPercent) : '0';

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
          aria-invalid={readable ? undefined : true}
          aria-describedby={readable ? undefined : hintId}
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
      {phase && bonus !== '0' ? (
        <BonusNote>
          +{formatIndianNumber(bonus)} RENT bonus ({phase.name}, {formatPercent(phase.bonusPercent)}
          ):{' '}
          {formatIndianNumber(
            formatDecimal(addDecimals(parseDecimal(tokens), parseDecimal(bonus))),
          )}{' '}
          RENT in all
        </BonusNote>
      ) : null}
      {readable ? null : (
        <AmountHint id={hintId}>Type the amount in digits, such as 10,000 or 2500.50.</AmountHint>
      )}
      <div>
        <RateText>{note.rate}</RateText>
        {note.warning ? <RateWarning role="alert">{note.warning}</RateWarning> : null}
      </div>
      {isClosedStage(stage) ? (
        <SaleClosedNote stage={stage} />
      ) : (
        <>
          <ButtonLink to={paths.buyToken.getHref(wholeTokens(tokens))} $block>
            Buy Tokens
          </ButtonLink>
          <RiskStatement />
        </>
      )}
    </Card>
  );
}
