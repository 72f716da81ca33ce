import styled from 'styled-components';
import { fieldLabel } from '../../../components/form/form-frame';

export const PickerFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  label {
    ${fieldLabel}
  }

  input::file-selector-button {
    min-height: 44px;
    margin-right: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

export const Refusals = styled.ul`
  margin: 0;
  padding-left: 1.1em;
  color: ${({ theme }) => theme.colors.dangerText};
  font-weight: 600;
`;
