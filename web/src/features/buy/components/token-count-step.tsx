import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/card';
import { FieldError, FieldHint, fieldLabel, inputLook } from '../../../components/form/form-frame';
import { formatRent } from '../../../lib/format-number';
import type { PurchaseQuote } from '../utils/purchase-quote';
import { FactList } from './fact-list';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};

  label {
    ${fieldLabel}
  }

  input {
    ${inputLook}
    font-size: 1.1rem;
  }
`;

interface TokenCountStepProps {
  quote: PurchaseQuote | null;
  /** The running phase, whose bonus applies; null outside every phase. */
  phase: { name: string; bonusPercent: number } | null;
  /** Rupees per RENT, as written for people: "1000". */
  price: string;
}

/** Step 2: how many whole RENT, with the phase's bonus and the total that makes. */
export function TokenCountStep({ quote, phase, price }: TokenCountStepProps) {
  const [field, meta] = useField<string>('tokens');
  const id = useId();
  // A blank count cannot be bought, but nothing is said about it (SPEC.md §5).
  const message = field.value.trim() !== '' && meta.error ? meta.error : null;
  const describedBy = message ? `${id}-hint ${id}-error` : `${id}-hint`;
  const bonusPercent = phase?.bonusPercent ?? 0;
  const bonusLabel = phase ? `Bonus (${phase.name}, ${bonusPercent}%)` : 'Bonus (0%)';

  return (
    <Card title="2. Enter Tokens">
      <Field>
        <label htmlFor={id}>Number of RENT tokens</label>
        <input
          id={id}
          {...field}
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 10"
          aria-invalid={Boolean(message) || undefined}
          aria-describedby={describedBy}
        />
        <FieldHint id={`${id}-hint`}>
          Whole tokens only, at least 1. 1 RENT = ₹{price}.
          {phase ? null : ' No sale phase is running, so no bonus applies.'}
        </FieldHint>
        {message ? (
          <FieldError id={`${id}-error`} role="alert">
            {message}
          </FieldError>
        ) : null}
      </Field>
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
