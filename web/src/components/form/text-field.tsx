import { useField, useFormikContext } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { Field } from './field';

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
  const shown = submitCount > 0 || (inlineError && meta.touched);
  const invalid = shown && Boolean(meta.error);
  const message = inlineError && invalid ? meta.error : null;

  return (
    <Field label={label} hint={hint} error={message}>
      {({ id, describedBy }) => (
        <input
          id={id}
          type={type}
          {...field}
          {...inputProps}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}
