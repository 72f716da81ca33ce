import styled from 'styled-components';
import { Card } from '../../../components/card';
import { files } from '../../../config/paths';
import { formatIndianNumber, formatPlainDecimal } from '../../../lib/format-number';
import { priceInCurrency } from '../../../lib/token-math';

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

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

const DownloadLink = styled.a`
  font-weight: 600;
  text-underline-offset: 3px;
`;

interface TokenInformationCardProps {
  price: string;
  usdRate: number;
  tokenName: string;
  symbol: string;
  tokenStandard: string;
}

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
      <Facts>
        <dt>Token name</dt>
        <dd>{tokenName}</dd>
        <dt>Symbol</dt>
        <dd>{symbol}</dd>
        <dt>Standard</dt>
        <dd>{tokenStandard}</dd>
      </Facts>
      <DownloadLink href={files.whitepaperPdf} download>
        Download Whitepaper
      </DownloadLink>
    </Card>
  );
}
