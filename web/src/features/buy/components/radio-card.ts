import styled from 'styled-components';

/** One choice of a radio group drawn as a bordered card: the radio first, then its words. */
export const RadioCard = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
