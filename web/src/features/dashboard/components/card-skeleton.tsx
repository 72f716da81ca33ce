import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { ACCOUNT_CARD_TITLES, type AccountCardProps } from './account-card-kinds';
import { ContributionSummarySkeleton } from './contribution-summary-skeleton';

/** Grey bars where a card's figures will appear, announced as loading. */
export function SkeletonLines({ lines = 4 }: { lines?: number }) {
  return (
    <>
      <VisuallyHidden>Loading…</VisuallyHidden>
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton
          key={line}
          $width={line % 2 ? '60%' : '90%'}
          $height={line === 0 ? '1.6rem' : '1rem'}
        />
      ))}
    </>
  );
}

interface CardSkeletonProps {
  title: string;
  lines?: number;
}

/** A card's frame and title with grey bars where its figures will appear. */
export function CardSkeleton({ title, lines }: CardSkeletonProps) {
  return (
    <Card title={title} busy>
      <SkeletonLines lines={lines} />
    </Card>
  );
}

/** An investor's card before its figures, in the card's own shape where one is drawn. */
export function AccountCardSkeleton({ kind }: Pick<AccountCardProps, 'kind'>) {
  if (kind === 'summary') return <ContributionSummarySkeleton />;
  return <CardSkeleton title={ACCOUNT_CARD_TITLES[kind]} />;
}
