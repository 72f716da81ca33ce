import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { WalletAddressText } from '../../../components/wallet/wallet-address-text';
import { Card } from '../../../components/card';
import { FactList } from '../../../components/fact-list';
import { paths } from '../../../config/paths';
import { formatInr, formatPrice, formatRent, rupeesForTokens } from '@rent/sale-rules';

// The wallet form (and its form library) downloads only when the investor opens it.
const AddWalletDialog = lazy(async () => ({
  default: (await import('../../../components/wallet/add-wallet-dialog')).AddWalletDialog,
}));

const ValueNote = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 0.8rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface ContributionSummaryCardProps {
  tokenBalance: string;
  /** Rupees paid for the credited orders (bonuses cost nothing). */
  amountPaid: string;
  walletAddress: string | null;
  /** Rupees per RENT. */
  price: string;
}

/** The investor's tokens, what they paid for them, and the wallet the tokens will go to. */
export function ContributionSummaryCard(props: ContributionSummaryCardProps) {
  const { tokenBalance, amountPaid, walletAddress, price } = props;
  const [adding, setAdding] = useState(false);
  return (
    <Card title="Your Contribution">
      <FactList
        layout="summary"
        facts={[
          ['Token balance', formatRent(tokenBalance)],
          ['Amount paid', formatInr(amountPaid)],
          // The figure Token Statistics calls the contribution (SPEC.md: balance × price); said
          // here in the same words, so the two cards never seem to disagree about money paid.
          [
            'Contribution',
            <>
              {formatInr(rupeesForTokens(tokenBalance, price) ?? '')}
              <ValueNote>
                Your balance at {formatPrice(price)} per RENT, bonus tokens included, as under Token
                Statistics; the amount paid is what your credited purchases cost.
              </ValueNote>
            </>,
          ],
          [
            'Receiving wallet (BEP20)',
            walletAddress ? (
              <>
                <code>
                  <WalletAddressText address={walletAddress} />
                </code>
                <Link to={paths.profile.getHref()}>Change in Profile</Link>
              </>
            ) : (
              <>
                Add a wallet to receive your tokens when the pre-sale ends.
                <Button $variant="secondary" onClick={() => setAdding(true)}>
                  Add Wallet
                </Button>
              </>
            ),
            'note',
          ],
        ]}
      />
      {adding ? (
        <Suspense fallback={null}>
          <AddWalletDialog walletAddress={walletAddress} onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
