import { useApolloClient } from '@apollo/client/react';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import type { CalculatorCurrency } from '@rent/sale-rules';
import type { RatesToInr } from '@rent/sale-rules';
import { FormStack } from '../../../components/form/form-frame';
import { formatPlainDecimal } from '@rent/sale-rules';
import { BuyTokenQuery } from '../api/buy-token-query';
import {
  purchaseInitialErrors,
  purchaseInitialValues,
  purchaseSchema,
  type PurchaseValues,
} from '../forms/purchase-schema';
import { canPay, type PurchaseGate } from '../utils/purchase-gate';
import { purchaseQuote } from '../utils/purchase-quote';
import type { BankTransfer } from './bank-details';
import { CurrencyStep } from './currency-step';
import { PaymentStep, type ExchangeRateFacts, type PaymentMethod } from './payment-step';
import { PurchaseDialogs, type PurchaseDialog } from './purchase-dialogs';
import { TokenCountStep } from './token-count-step';

export interface PurchaseTerms {
  /** Rupees per RENT. */
  price: string;
  phase: { name: string; bonusPercent: number } | null;
  rates: ExchangeRateFacts;
  bank: BankTransfer | undefined;
  /** RENT a new order can still take now, bonuses included; null while unknown. */
  available: string | null;
  /** Whether the buyer was referred: their order also sets aside the referrer's bonus. */
  referred: boolean;
}

interface PurchaseFormProps {
  terms: PurchaseTerms;
  gate: PurchaseGate;
  /** Whole RENT to start from, such as the calculator's result carried over. */
  initialTokens?: string | undefined;
  initialCurrency?: CalculatorCurrency | undefined;
  /** A purchase carried across a sign-in: its method's first dialog opens once paying is allowed. */
  resumeMethod?: PaymentMethod | undefined;
}

type StepsProps = Omit<PurchaseFormProps, 'initialTokens' | 'initialCurrency'>;

/** Opens the carried method's first dialog once, as soon as the investor may pay. */
function useResume(
  method: PaymentMethod | undefined,
  ready: boolean,
  pay: (m: PaymentMethod) => void,
) {
  const resumed = useRef(false);
  useEffect(() => {
    if (!method || !ready || resumed.current) return;
    resumed.current = true;
    pay(method);
  }, [method, ready, pay]);
}

function PurchaseSteps({ terms, gate, resumeMethod }: StepsProps) {
  const { values, setFieldValue } = useFormikContext<PurchaseValues>();
  const [dialog, setDialog] = useState<PurchaseDialog | null>(null);
  const client = useApolloClient();
  const rates: RatesToInr = { INR: 1, USD: terms.rates.usd, AED: terms.rates.aed };
  const bonusPercent = terms.phase?.bonusPercent ?? 0;
  const quote = purchaseQuote(values.tokens, values.currency, {
    price: terms.price,
    bonusPercent,
    rates,
  });
  const walletAddress = gate.buyer.kind === 'investor' ? gate.buyer.walletAddress : null;

  function pay(method: PaymentMethod) {
    if (!quote || !canPay(gate)) return;
    // Tokens need somewhere to go: the wallet is asked for before the first payment.
    setDialog(walletAddress ? { kind: 'confirm', method } : { kind: 'add-wallet', method });
  }

  useResume(resumeMethod, quote !== null && canPay(gate), pay);

  function walletClosed(method: PaymentMethod) {
    // The wallet form updates the cached account before it closes the dialog.
    const saved = client.readQuery({ query: BuyTokenQuery })?.me?.walletAddress;
    setDialog(saved ? { kind: 'confirm', method } : null);
  }

  return (
    <>
      <FormStack noValidate aria-label="Buy tokens">
        <CurrencyStep />
        <TokenCountStep
          quote={quote}
          phase={terms.phase}
          price={formatPlainDecimal(terms.price)}
          available={terms.available}
          referred={terms.referred}
        />
        <PaymentStep
          quote={quote}
          currency={values.currency}
          rates={terms.rates}
          gate={gate}
          onPay={pay}
        />
      </FormStack>
      <PurchaseDialogs
        dialog={dialog}
        signedOut={gate.buyer.kind === 'visitor'}
        quote={quote}
        walletAddress={walletAddress}
        bank={terms.bank}
        onChange={setDialog}
        onWalletClosed={walletClosed}
        onSwitchToInr={() => void setFieldValue('currency', 'INR')}
      />
    </>
  );
}

/** The three steps of a purchase and the dialogs that carry it through to payment. */
export function PurchaseForm({ initialTokens, initialCurrency, ...props }: PurchaseFormProps) {
  return (
    <Formik<PurchaseValues>
      initialValues={{
        currency: initialCurrency ?? purchaseInitialValues.currency,
        tokens: initialTokens ?? '',
      }}
      // A count carried over is checked at once, like one typed (it may exceed what is left).
      initialErrors={initialTokens ? {} : purchaseInitialErrors}
      validateOnMount={Boolean(initialTokens)}
      validationSchema={purchaseSchema}
      // The payment buttons, not the Enter key, start a payment.
      onSubmit={() => undefined}
    >
      <PurchaseSteps {...props} />
    </Formik>
  );
}
