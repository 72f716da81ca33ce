import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import { formatInr, formatRent } from '../../../lib/format-number';
import { rupeesForTokens } from '../../../lib/token-math';
import { media } from '../../../styles/theme';

// The wallet form (and its form library) downloads only when the investor opens it.
const AddWalletDialog = lazy(async () => ({
  default: (await import('../../../components/wallet/add-wallet-dialog')).AddWalletDialog,
}));

const Summary = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;

  ${media.md} {
    grid-template-columns: auto auto minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space(10)};
  }

  dt {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 1.3rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Wallet = styled.dd`
  && {
    font-size: 0.9rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-wrap: anywhere;
  }
`;

interface ContributionSummaryCardProps {
  tokenBalance: string;
  walletAddress: string | null;
  /** Rupees per RENT. */
  price: string;
}

/** The investor's tokens, what they paid for them, and the wallet the tokens will go to. */
export function ContributionSummaryCard(props: ContributionSummaryCardProps) {
  const { tokenBalance, walletAddress, price } = props;
  const [adding, setAdding] = useState(false);
  return (
    <Card title="Your Contribution">
      <Summary>
        <div>
          <dt>Token balance</dt>
          <dd>{formatRent(tokenBalance)}</dd>
        </div>
        <div>
          <dt>Contribution</dt>
          <dd>{formatInr(rupeesForTokens(tokenBalance, price) ?? '')}</dd>
        </div>
        <div>
          <dt>Receiving wallet (BEP20)</dt>
          {walletAddress ? (
            <Wallet>
              <code>{walletAddress}</code>
              <Link to={paths.profile.getHref()}>Change in Profile</Link>
            </Wallet>
          ) : (
            <Wallet>
              Add a wallet to receive your tokens when the pre-sale ends.
              <Button $variant="secondary" onClick={() => setAdding(true)}>
                Add Wallet
              </Button>
            </Wallet>
          )}
        </div>
      </Summary>
      {adding ? (
        <Suspense fallback={null}>
          <AddWalletDialog walletAddress={walletAddress} onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
