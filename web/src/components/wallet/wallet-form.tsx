import { Formik, type FormikHelpers } from 'formik';
import { errorMessage } from '../../lib/error-message';
import { isRefusal } from '../../lib/error-facts';
import { toast } from '../../lib/toast';
import { walletSchema, type WalletValues } from '../../lib/wallet/bep20';
import { useUpdateWallet } from '../../lib/wallet/update-wallet';
import { FormStack } from '../form/form-frame';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';

interface WalletFormProps {
  /** The registered wallet, when it is being changed. */
  current: string | null;
  onSaved: () => void;
}

/** The BEP20 address that receives the tokens, saved with the server's message as a toast. */
export function WalletForm({ current, onSaved }: WalletFormProps) {
  const [updateWallet] = useUpdateWallet();

  async function submit(
    { walletAddress }: WalletValues,
    { setFieldError }: FormikHelpers<WalletValues>,
  ) {
    const added = current === null;
    try {
      const { data } = await updateWallet({ variables: { walletAddress: walletAddress.trim() } });
      void toast.success(
        data?.updateWallet.message ||
          (added ? 'Wallet address added successfully' : 'Wallet address updated successfully'),
      );
      onSaved();
    } catch (error) {
      const message = errorMessage(error);
      // A refusal is about the address itself (malformed, wrong checksum, already registered).
      if (isRefusal(error)) setFieldError('walletAddress', message);
      void toast.error(added ? 'Failed to add wallet address' : 'Failed to update wallet address', {
        description: message,
      });
    }
  }

  return (
    <Formik
      initialValues={{ walletAddress: current ?? '' }}
      validationSchema={walletSchema}
      onSubmit={submit}
    >
      <FormStack noValidate aria-label="Receiving wallet">
        <TextField
          name="walletAddress"
          label="BEP20 Wallet Address"
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
          hint="Your tokens are sent to this address on BNB Smart Chain after the pre-sale ends."
          inlineError
        />
        <SubmitButton busyLabel="Saving…">Save</SubmitButton>
      </FormStack>
    </Formik>
  );
}
