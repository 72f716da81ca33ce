import styled from 'styled-components';
import { Card } from '../../../components/card';
import { CopyButton } from '../../../components/copy-button';
import { FactList, type Fact } from '../../../components/fact-list';
import { WalletAddressText } from '../../../components/wallet/wallet-address-text';
import { files } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { TokenInformationFragment } from '../../../gql/graphql';
import { formatIndianNumber, formatPlainDecimal, priceInCurrency } from '@rent/sale-rules';
import { AddTokenHint } from './add-token-hint';

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

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  margin: 0;

  a {
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

const Contract = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.85rem;
    text-align: right;
  }
`;

/** What the card reads of the sale. */
export const TokenInformationFields = graphql(`
  fragment TokenInformation on Sale {
    price
    tokenName
    symbol
    tokenStandard
    token {
      symbol
      name
      standard
      decimals
      contractAddress
      contractUrl
      chain {
        id
        name
        explorerUrl
      }
    }
  }
`);

type TokenInformationCardProps = TokenInformationFragment & { usdRate: number };
type TokenOnChain = TokenInformationFragment['token'];

/** The explorer's name as investors know it: its host ("bscscan.com"). */
function explorerName(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the block explorer';
  }
}

/** Where the token lives: its chain, decimals and contract, or that it is not deployed yet. */
function chainFacts({ chain, decimals, contractAddress }: TokenOnChain): Fact[] {
  return [
    ['Chain', chain ? chain.name : 'Announced before distribution'],
    ['Decimals', decimals === null || decimals === undefined ? '–' : String(decimals)],
    [
      'Contract',
      contractAddress ? (
        <Contract>
          <code>
            <WalletAddressText address={contractAddress} />
          </code>
          <CopyButton value={contractAddress} label="contract address" />
        </Contract>
      ) : (
        'Published when the token is deployed'
      ),
    ],
  ];
}

/** What one RENT costs, what kind of token it is, and where to find it on chain. */
export function TokenInformationCard(props: TokenInformationCardProps) {
  const { price, usdRate, tokenName, symbol, tokenStandard, token } = props;
  const dollars = priceInCurrency(price, usdRate);
  const { contractAddress, contractUrl, decimals, chain } = token;
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
          ['Token name', token.name || tokenName],
          ['Symbol', token.symbol || symbol],
          ['Standard', token.standard || tokenStandard],
          ...chainFacts(token),
        ]}
      />
      <Links>
        {contractUrl ? (
          <a href={contractUrl} target="_blank" rel="noopener noreferrer">
            View on {explorerName(contractUrl)}
          </a>
        ) : null}
        <a href={files.whitepaperPdf} download>
          Download Whitepaper
        </a>
      </Links>
      {contractAddress && chain && typeof decimals === 'number' ? (
        <AddTokenHint
          token={{ address: contractAddress, symbol: token.symbol, decimals }}
          chainName={chain.name}
        />
      ) : null}
    </Card>
  );
}
