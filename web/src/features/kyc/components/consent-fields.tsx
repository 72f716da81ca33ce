import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../config/paths';
import { FormSection } from './form-section';

// The documents open in a new tab, so reading them never loses what has been filled in here.
const newTab = { target: '_blank', rel: 'noreferrer' } as const;

/** The optional receiving wallet, and the two consents every application needs. */
export function ConsentFields() {
  return (
    <FormSection title="Wallet and Consent">
      <TextField
        name="walletAddress"
        label="BEP20 Wallet Address (optional)"
        placeholder="0x…"
        autoComplete="off"
        spellCheck={false}
        hint="The wallet that receives your tokens after the pre-sale; you can also add it later."
        inlineError
      />
      <CheckboxField name="termsAccepted">
        I accept the{' '}
        <a href={paths.terms.getHref()} {...newTab}>
          Terms of Condition
        </a>
      </CheckboxField>
      <CheckboxField name="privacyPolicyAccepted">
        I accept the{' '}
        <a href={paths.privacyPolicy.getHref()} {...newTab}>
          Privacy Policy
        </a>
      </CheckboxField>
    </FormSection>
  );
}
