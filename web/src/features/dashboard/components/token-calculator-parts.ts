import styled from 'styled-components';
import { inputBox } from '../../../components/form/form-frame';

// Amount and currency side by side, each under its own label.
export const CalculatorFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 6.5rem;
  grid-template-rows: auto auto;
  grid-auto-flow: column;
  column-gap: ${({ theme }) => theme.space(2)};
  row-gap: ${({ theme }) => theme.space(1)};

  label {
    font-size: 0.875rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  input,
  select {
    ${inputBox}
  }
`;

export const CalculatorResult = styled.output`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  strong {
    font-size: 1.4rem;
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
`;

export const RateText = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const RateWarning = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.warningText};
`;

export const AmountHint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const BonusNote = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.successText};
`;
