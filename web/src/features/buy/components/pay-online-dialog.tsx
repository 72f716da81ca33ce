import { Field, Formik } from 'formik';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { FormStack } from '../../../components/form/form-frame';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { formatInr, formatRent } from '@rent/sale-rules';
import { toast } from '../../../lib/toast';
import { useCreateOnlineOrder } from '../api/create-online-order';
import {
  ONLINE_METHODS,
  onlinePaymentInitialValues,
  onlinePaymentMessages,
  onlinePaymentSchema,
  PAYTM_INR_ONLY,
} from '../forms/online-payment-schema';
import { postToPaymentPage } from '../utils/payment-page';
import type { PurchaseQuote } from '../utils/purchase-quote';
import { CurrencySwitchNotice } from './currency-switch-notice';
import { ChoiceGroup, DialogText } from './dialog-parts';
import { PaymentSubmitButton } from './payment-submit-button';
import { RadioCard } from './radio-card';

const ORDER_FAILED = 'Order creation failed';

interface PayOnlineDialogProps {
  quote: PurchaseQuote;
  onSwitchToInr: () => void;
  onClose: () => void;
}

/**
 * The online payment: the gateway (Paytm) and the terms, then the order is created and the
 * browser is handed to the gateway's payment page, which sends the investor back to
 * /payment-status.
 */
export function PayOnlineDialog({ quote, onSwitchToInr, onClose }: PayOnlineDialogProps) {
  const [createOnlineOrder] = useCreateOnlineOrder();
  const [redirecting, setRedirecting] = useState(false);
  const inr = quote.currency === 'INR';

  async function submit() {
    if (!inr) return;
    try {
      const { data } = await createOnlineOrder({ variables: { amount: quote.amountInr } });
      if (!data) throw new Error(ORDER_FAILED);
      const { mid, paytmOrderId, txnToken, paymentPageUrl } = data.createOnlineOrder;
      setRedirecting(true);
      postToPaymentPage(paymentPageUrl, { mid, orderId: paytmOrderId, txnToken });
    } catch (error) {
      setRedirecting(false);
      void toast.error(errorMessage(error, ORDER_FAILED));
    }
  }

  return (
    <Dialog title="Pay Online" onClose={onClose}>
      <DialogText>
        {formatInr(quote.amountInr)} for {formatRent(quote.total)}, paid on Paytm&apos;s secure
        page.
      </DialogText>
      {inr ? null : <CurrencySwitchNotice message={PAYTM_INR_ONLY} onSwitchToInr={onSwitchToInr} />}
      <Formik
        initialValues={onlinePaymentInitialValues}
        validationSchema={onlinePaymentSchema}
        onSubmit={submit}
      >
        <FormStack noValidate aria-label="Online payment">
          <FormAlert priority={onlinePaymentMessages} />
          <ChoiceGroup>
            <legend>Payment method</legend>
            {ONLINE_METHODS.map(({ value, label }) => (
              <RadioCard key={value}>
                <Field type="radio" name="method" value={value} />
                <span>
                  {label}
                  <small>UPI, cards, net banking and wallets. INR only.</small>
                </span>
              </RadioCard>
            ))}
          </ChoiceGroup>
          <CheckboxField name="termsAccepted">
            I agree to the{' '}
            <a href={paths.terms.getHref()} target="_blank" rel="noreferrer">
              Terms of Condition
            </a>
          </CheckboxField>
          <PaymentSubmitButton
            blocked={!inr}
            busy={redirecting}
            busyLabel={redirecting ? 'Redirecting to Paytm…' : 'Creating order…'}
          >
            Proceed to Payment
          </PaymentSubmitButton>
        </FormStack>
      </Formik>
    </Dialog>
  );
}
