import styled from 'styled-components';
import { Card } from '../../../components/card';
import { FactList } from '../../../components/fact-list';
import { files } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { TokenInformationFragment } from '../../../gql/graphql';
import { formatIndianNumber, formatPlainDecimal } from '../../../lib/format-number';
import { priceInCurrency } from '@rent/sale-rules';

const Price = styled.p`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};

  small {
    display: block;
    font-size: 0.95rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const DownloadLink = styled.a`
  font-weight: 600;
  text-underline-offset: 3px;
`;

/** What the card reads of the sale. */
export const TokenInformationFields = graphql(`
  fragment TokenInformation on Sale {
    price
    tokenName
    symbol
    tokenStandard
  }
`);

type TokenInformationCardProps = TokenInformationFragment & { usdRate: number };

/** What one RENT costs and what kind of token it is. */
export function TokenInformationCard(props: TokenInformationCardProps) {
  const { price, usdRate, tokenName, symbol, tokenStandard } = props;
  const dollars = priceInCurrency(price, usdRate);
  return (
    <Card title="Token Information">
      <Price>
        1 {symbol}= ₹{formatPlainDecimal(price)}
        {dollars ? (
          <small>≈ ${formatIndianNumber(dollars, { minimumFractionDigits: 2 })}</small>
        ) : null}
      </Price>
      <FactList
        layout="grid"
        facts={[
          ['Token name', tokenName],
          ['Symbol', symbol],
          ['Standard', tokenStandard],
        ]}
      />
      <DownloadLink href={files.whitepaperPdf} download>
        Download Whitepaper
      </DownloadLink>
    </Card>
  );
}
