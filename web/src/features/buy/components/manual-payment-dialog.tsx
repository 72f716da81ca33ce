import { Formik } from 'formik';
import { Dialog } from '../../../components/dialog';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { FormStack } from '../../../components/form/form-frame';
import { UploadProgress } from '../../../components/upload-progress';
import { paths } from '../../../config/paths';
import type { SubmitManualOrderMutation } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { formatInr, formatRent } from '@rent/sale-rules';
import { toast } from '../../../lib/toast';
import { useBankReference } from '../api/open-bank-reference';
import { useSubmitManualOrder } from '../api/submit-manual-order';
import {
  MANUAL_INR_ONLY,
  manualPaymentMessages,
  manualPaymentSchema,
  type ManualPaymentValues,
} from '../forms/manual-payment-schema';
import type { PurchaseQuote } from '../utils/purchase-quote';
import { BankDetails, type BankTransfer } from './bank-details';
import { CurrencySwitchNotice } from './currency-switch-notice';
import { DialogText } from './dialog-parts';
import { PaymentSubmitButton } from './payment-submit-button';
import { ProofPicker } from './proof-picker';

export const MANUAL_ORDER_SUBMITTED = "Manual order submitted! You'll be notified once verified.";
const SUBMISSION_FAILED = 'Manual order submission failed';

export type ManualOrder = SubmitManualOrderMutation['submitManualOrder']['order'];

interface ManualPaymentDialogProps {
  quote: PurchaseQuote;
  bank: BankTransfer;
  onSwitchToInr: () => void;
  onSubmitted: (order: ManualOrder) => void;
  onClose: () => void;
}

/**
 * The manual payment: where to transfer the rupees, then the receipt, sent with its upload's
 * progress. The order waits for the team to match the transfer.
 */
export function ManualPaymentDialog({
  quote,
  bank,
  onSwitchToInr,
  onSubmitted,
  onClose,
}: ManualPaymentDialogProps) {
  const { submitManualOrder, sent } = useSubmitManualOrder();
  const reference = useBankReference();
  const inr = quote.currency === 'INR';

  async function submit({ amount, proof }: ManualPaymentValues) {
    if (!inr || !proof) return;
    try {
      const answer = await submitManualOrder(amount, proof);
      void toast.success(MANUAL_ORDER_SUBMITTED);
      onSubmitted(answer.order);
    } catch (error) {
      void toast.error(errorMessage(error, SUBMISSION_FAILED));
    }
  }

  return (
    <Dialog title="Manual Bank Transfer" onClose={onClose}>
      {inr ? null : (
        <CurrencySwitchNotice message={MANUAL_INR_ONLY} onSwitchToInr={onSwitchToInr} />
      )}
      <DialogText>
        Transfer exactly <strong>{formatInr(quote.amountInr)}</strong> for {formatRent(quote.total)}{' '}
        to the account below, with the reference in the remarks, then upload the receipt.
      </DialogText>
      <BankDetails bank={bank} reference={reference} />
      <Formik<ManualPaymentValues>
        initialValues={{ amount: quote.amountInr, termsAccepted: false, proof: null }}
        validationSchema={manualPaymentSchema}
        onSubmit={submit}
      >
        <FormStack noValidate aria-label="Manual payment">
          <FormAlert priority={manualPaymentMessages} />
          <ProofPicker />
          <CheckboxField name="termsAccepted">
            I accept the{' '}
            <a href={paths.terms.getHref()} target="_blank" rel="noreferrer">
              Terms of Condition
            </a>
          </CheckboxField>
          {sent !== null ? <UploadProgress label="Uploading payment proof" sent={sent} /> : null}
          <PaymentSubmitButton blocked={!inr} busyLabel="Submitting…">
            Submit Payment Proof
          </PaymentSubmitButton>
        </FormStack>
      </Formik>
    </Dialog>
  );
}
