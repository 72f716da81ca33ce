import { useField } from 'formik';
import { Card } from '../../../components/card';
import { Field } from '../../../components/form/field';
import { formatPercent, formatRent } from '@rent/sale-rules';
import type { PurchaseQuote } from '../utils/purchase-quote';
import { FactList } from '../../../components/fact-list';
import { Notice } from '../../../components/notice';
import { whatStillFits } from '../utils/what-still-fits';

interface TokenCountStepProps {
  quote: PurchaseQuote | null;
  /** The running phase, whose bonus applies; null outside every phase. */
  phase: { name: string; bonusPercent: number } | null;
  /** Rupees per RENT, as written for people: "1000". */
  price: string;
  /** RENT a new order can still take now, bonuses included; null while unknown. */
  available?: string | null | undefined;
  /** Whether the buyer was referred, so that their order sets aside the referrer's bonus too. */
  referred?: boolean | undefined;
}

/** Step 2: how many whole RENT, with the phase's bonus and the total that makes. */
export function TokenCountStep({
  quote,
  phase,
  price,
  available = null,
  referred = false,
}: TokenCountStepProps) {
  const [field, meta] = useField<string>('tokens');
  // A blank count cannot be bought, but nothing is said about it (SPEC.md §5).
  const message = field.value.trim() !== '' && meta.error ? meta.error : null;
  const bonusPercent = phase?.bonusPercent ?? 0;
  const stillFits = whatStillFits(available, bonusPercent, quote?.tokens ?? null, referred);
  const bonusLabel = phase ? `Bonus (${phase.name}, ${formatPercent(bonusPercent)})` : 'Bonus (0%)';

  return (
    <Card title="2. Enter Tokens">
      <Field
        label="Number of RENT tokens"
        control="large"
        hint={
          <>
            Whole tokens only, at least 1. 1 RENT = ₹{price}.
            {phase ? null : ' No sale phase is running, so no bonus applies.'}
          </>
        }
        error={message}
        errorRole="alert"
      >
        {({ id, describedBy }) => (
          <input
            id={id}
            {...field}
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 10"
            aria-invalid={Boolean(message) || undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      {stillFits ? (
        <Notice role="status">
          <p>{stillFits}</p>
        </Notice>
      ) : null}
      <FactList
        label="Tokens you get"
        facts={[
          [bonusLabel, `+${formatRent(quote?.bonus ?? '0')}`],
          ['Total RENT', formatRent(quote?.total ?? '0')],
        ]}
      />
    </Card>
  );
}
