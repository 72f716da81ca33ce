import styled from 'styled-components';
import { Card } from '../../../components/card';
import { FactList } from '../../../components/fact-list';
import { Skeleton } from '../../../components/skeleton';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { ACCOUNT_CARD_TITLES } from './account-card-kinds';

/** The labels of the contribution card, which its skeleton shows at once. */
export const SUMMARY_LABELS = {
  balance: 'Token balance',
  paid: 'Amount paid',
  contribution: 'Contribution',
  wallet: 'Receiving wallet (BEP20)',
} as const;

/** A sentence under a large figure. */
export const ValueNote = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 0.8rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Its value's line is shared with the figure before it (a wrapping row): the note's own line.
const NoteSkeleton = styled(ValueNote)`
  flex-basis: 100%;
`;

const figure = <Skeleton $width="7rem" $height="1lh" />;

/**
 * The contribution card before its figures: its labels, and a bar at each value's own line height
 * (the note three lines, the wallet's sentence two lines and its button), as the card reads on a
 * phone. The card is the first a signed-in investor sees; a four-line skeleton in its place moved
 * every card below it by half a screen when the figures came.
 */
export function ContributionSummarySkeleton() {
  return (
    <Card title={ACCOUNT_CARD_TITLES.summary} busy>
      <VisuallyHidden>Loading…</VisuallyHidden>
      <FactList
        layout="summary"
        facts={[
          [SUMMARY_LABELS.balance, figure],
          [SUMMARY_LABELS.paid, figure],
          [
            SUMMARY_LABELS.contribution,
            <>
              {figure}
              <NoteSkeleton>
                <Skeleton $height="3lh" />
              </NoteSkeleton>
            </>,
          ],
          [
            SUMMARY_LABELS.wallet,
            <>
              <Skeleton $height="2lh" />
              <Skeleton $width="7rem" $height="44px" />
            </>,
            'note',
          ],
        ]}
      />
    </Card>
  );
}
