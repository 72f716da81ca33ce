import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 24px;
  cursor: pointer;

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 3px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  input[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 1px;
  }
`;

interface CheckboxFieldProps {
  name: string;
  children: ReactNode;
}

/** A checkbox bound to a boolean Formik field, its label beside it. */
export function CheckboxField({ name, children }: CheckboxFieldProps) {
  const [field, meta] = useField({ name, type: 'checkbox' });
  const { submitCount } = useFormikContext();
  const invalid = submitCount > 0 && Boolean(meta.error);

  return (
    <Label>
      <input type="checkbox" {...field} aria-invalid={invalid || undefined} />
      <span>{children}</span>
    </Label>
  );
}
