import { Formik, type FormikHelpers } from 'formik';
import { errorMessage } from '../../lib/error-message';
import { isRefusal, refusedField } from '../../lib/error-facts';
import { toast } from '../../lib/toast';
import { walletChangeSchema, walletSchema, type WalletValues } from '../../lib/wallet/bep20';
import { useUpdateWallet } from '../../lib/wallet/update-wallet';
import { FormStack } from '../form/form-frame';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';

interface WalletFormProps {
  /** The registered wallet, when it is being changed. */
  current: string | null;
  onSaved: () => void;
}

/**
 * The BEP20 address that receives the tokens, saved with the server's message as a toast. Replacing
 * a registered wallet also asks for the account's password.
 */
export function WalletForm({ current, onSaved }: WalletFormProps) {
  const [updateWallet] = useUpdateWallet();
  const added = current === null;

  async function submit(
    { walletAddress, currentPassword }: WalletValues,
    { setFieldError }: FormikHelpers<WalletValues>,
  ) {
    try {
      const { data } = await updateWallet({
        variables: {
          walletAddress: walletAddress.trim(),
          ...(added ? {} : { currentPassword }),
        },
      });
      void toast.success(
        data?.updateWallet.message ||
          (added ? 'Wallet address added successfully' : 'Wallet address updated successfully'),
      );
      onSaved();
    } catch (error) {
      const message = errorMessage(error);
      // A refusal is about the password when the server says so, else about the address itself
      // (malformed, wrong checksum, already registered).
      if (isRefusal(error)) {
        const field =
          refusedField(error) === 'currentPassword' ? 'currentPassword' : 'walletAddress';
        setFieldError(field, message);
      }
      void toast.error(added ? 'Failed to add wallet address' : 'Failed to update wallet address', {
        description: message,
      });
    }
  }

  return (
    <Formik
      initialValues={{ walletAddress: current ?? '', currentPassword: '' }}
      validationSchema={added ? walletSchema : walletChangeSchema}
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
        {added ? null : (
          <TextField
            name="currentPassword"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            hint="Changing where your tokens go needs your password; we e-mail you about it."
            inlineError
          />
        )}
        <SubmitButton busyLabel="Saving…">Save</SubmitButton>
      </FormStack>
    </Formik>
  );
}
