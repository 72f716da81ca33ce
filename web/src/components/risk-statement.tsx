import styled from 'styled-components';

const Statement = styled.p`
  margin: 0;
  font-size: 0.8rem;
  line-height: 1.45;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** What every buyer should read beside a purchase button (decision 0096). */
export const RISK_STATEMENT =
  'RENT is a new crypto token: its value can fall as well as rise, it may not find a buyer, and you can lose all you pay. It is not a deposit, and no deposit insurance or investor protection scheme covers it. Buy only what you can afford to lose.';

/** The short risk statement, set small but in full, beside the buttons that start a purchase. */
export function RiskStatement() {
  return (
    <Statement>
      <strong>Risk: </strong>
      {RISK_STATEMENT}
    </Statement>
  );
}
