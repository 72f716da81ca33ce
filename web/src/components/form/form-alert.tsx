import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { firstError } from './first-error';

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerText};
  font-weight: 600;
`;

interface FormAlertProps {
  /** The form's messages in the order its rules are checked. */
  priority?: readonly string[];
}

/** After a refused submit, the one message that says what to fix first; it follows the edits. */
export function FormAlert({ priority }: FormAlertProps) {
  const { errors, submitCount } = useFormikContext();
  const message = submitCount > 0 ? firstError(errors as object, priority) : null;
  // Focusable by script, so a refused submit can lead to it (FormStack).
  return message ? (
    <Alert role="alert" tabIndex={-1}>
      {message}
    </Alert>
  ) : null;
}
