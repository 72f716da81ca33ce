import { TextField } from '../../../components/form/text-field';
import { FieldPair, FormSection } from './form-section';

/** Who the investor is, as on the Aadhar card. */
export function IdentityFields() {
  return (
    <FormSection title="Personal Details">
      <FieldPair>
        <TextField name="firstName" label="First Name" autoComplete="given-name" inlineError />
        <TextField name="lastName" label="Last Name" autoComplete="family-name" inlineError />
      </FieldPair>
      <FieldPair>
        <TextField name="email" label="Email" type="email" autoComplete="email" inlineError />
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" inlineError />
      </FieldPair>
      <TextField
        name="dob"
        label="Date of Birth"
        placeholder="DD-MM-YYYY"
        inputMode="numeric"
        autoComplete="bday"
        hint="As printed on your Aadhar card, day first: DD-MM-YYYY."
        inlineError
      />
    </FormSection>
  );
}
