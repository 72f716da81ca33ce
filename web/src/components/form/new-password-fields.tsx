import { PASSWORD_HINT } from '../../lib/password-policy';
import { TextField } from './text-field';

interface NewPasswordFieldsProps {
  /** The field of the new password, and its label (`newPassword`, "New Password" unless named). */
  name?: string;
  label?: string;
  /** The field it is typed again in, and its label. */
  repeatName: string;
  repeatLabel: string;
}

/** A new password with the rule it must follow, then the same password typed again. */
export function NewPasswordFields({
  name = 'newPassword',
  label = 'New Password',
  repeatName,
  repeatLabel,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <TextField
        name={repeatName}
        label={repeatLabel}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
