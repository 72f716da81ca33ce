import { useField, useFormikContext } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, fieldLabel, inputLook } from './form-frame';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};

  label {
    ${fieldLabel}
  }

  input {
    ${inputLook}
  }
`;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
  /**
   * Shows the field's own message below it, from the moment the investor leaves the field (for
   * forms whose submit stays disabled until they are valid). Otherwise the field is only marked
   * invalid once a submit has been refused, and the form says why.
   */
  inlineError?: boolean;
}

/** A labelled input bound to a Formik field. */
export function TextField({
  name,
  label,
  hint,
  inlineError = false,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const [field, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shown = submitCount > 0 || (inlineError && meta.touched);
  const invalid = shown && Boolean(meta.error);
  const message = inlineError && invalid ? meta.error : null;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');

  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        {...field}
        {...inputProps}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {message ? <FieldError id={errorId}>{message}</FieldError> : null}
    </Field>
  );
}
