import styled from 'styled-components';
import { visuallyShown } from '../../../components/visually-hidden';
import { formatIstDateTime, formatRent } from '@rent/sale-rules';
import type { ReferralPurchase } from '../api/referrals-query';

/** What became of each purchase's bonus (decision 0108), in the referrer's words. */
const BONUS_STATUS: Record<ReferralPurchase['bonusStatus'], string> = {
  CREDITED: 'Credited',
  HELD: 'Held until your KYC is approved',
  LOST: 'Not credited: its hold ended with no room left in the sale',
  NONE: 'No bonus',
};

const Purchases = styled.table`
  && {
    width: auto;
    min-width: 0;
  }

  /* The referrals table hides its own caption; this inner table shows its caption. */
  && caption {
    ${visuallyShown}
    padding-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
    text-align: left;
  }

  && th,
  && td {
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(6)} ${theme.space(1.5)} 0`};
    border-bottom: 0;
  }

  && th {
    text-transform: none;
    letter-spacing: normal;
  }
`;

const None = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface ReferralPurchasesProps {
  name: string;
  purchases: readonly ReferralPurchase[];
}

/** The bonus each purchase of a referred investor earned and where it stands, newest first. */
export function ReferralPurchases({ name, purchases }: ReferralPurchasesProps) {
  if (purchases.length === 0) return <None>{name} has made no purchases yet.</None>;
  return (
    <Purchases>
      <caption>Purchases by {name}</caption>
      <thead>
        <tr>
          <th scope="col">Purchase Date</th>
          <th scope="col">Bonus</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {purchases.map((purchase) => (
          <tr key={purchase._id}>
            <td>{formatIstDateTime(purchase.purchaseDate)}</td>
            <td>{formatRent(purchase.totalTokens)}</td>
            <td>{BONUS_STATUS[purchase.bonusStatus]}</td>
          </tr>
        ))}
      </tbody>
    </Purchases>
  );
}
