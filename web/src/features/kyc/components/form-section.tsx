import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../../styles/theme';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(4)};
    padding: 0;
    font-size: 1.05rem;
    font-weight: 700;
  }
`;

/** Two fields side by side on wider screens. */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

/** A titled group of the form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset>
      <legend>{title}</legend>
      {children}
    </Fieldset>
  );
}
