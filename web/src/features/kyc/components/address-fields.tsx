import { TextField } from '../../../components/form/text-field';
import { FieldPair, FormSection } from './form-section';

/** Where the investor lives. */
export function AddressFields() {
  return (
    <FormSection title="Address">
      <TextField name="street1" label="Street Address 1" autoComplete="address-line1" inlineError />
      <TextField
        name="street2"
        label="Street Address 2 (optional)"
        autoComplete="address-line2"
        inlineError
      />
      <FieldPair>
        <TextField name="city" label="City" autoComplete="address-level2" inlineError />
        <TextField name="state" label="State" autoComplete="address-level1" inlineError />
      </FieldPair>
      <TextField
        name="postalCode"
        label="Postal Code"
        inputMode="numeric"
        maxLength={6}
        autoComplete="postal-code"
        hint="Your 6-digit PIN code."
        inlineError
      />
    </FormSection>
  );
}
