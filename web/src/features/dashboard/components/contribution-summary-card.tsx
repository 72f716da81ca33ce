import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { WalletAddressText } from '../../../components/wallet/wallet-address-text';
import { Card } from '../../../components/card';
import { FactList } from '../../../components/fact-list';
import { paths } from '../../../config/paths';
import { formatInr, formatPrice, formatRent, rupeesForTokens } from '@rent/sale-rules';
import { SUMMARY_LABELS, ValueNote } from './contribution-summary-skeleton';

// The wallet form (and its form library) downloads only when the investor opens it.
const AddWalletDialog = lazy(async () => ({
  default: (await import('../../../components/wallet/add-wallet-dialog')).AddWalletDialog,
}));

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
          [SUMMARY_LABELS.balance, formatRent(tokenBalance)],
          [SUMMARY_LABELS.paid, formatInr(amountPaid)],
          // The figure Token Statistics calls the contribution (SPEC.md: balance × price); said
          // here in the same words, so the two cards never seem to disagree about money paid.
          [
            SUMMARY_LABELS.contribution,
            <>
              {formatInr(rupeesForTokens(tokenBalance, price) ?? '')}
              <ValueNote>
                Your balance at {formatPrice(price)} per RENT, bonus tokens included, as under Token
                Statistics; the amount paid is what your credited purchases cost.
              </ValueNote>
            </>,
          ],
          [
            SUMMARY_LABELS.wallet,
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
