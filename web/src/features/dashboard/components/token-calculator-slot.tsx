import { lazy, Suspense, type ComponentProps } from 'react';
import { CardSkeleton } from './card-skeleton';
import type { TokenCalculatorCard as Calculator } from './token-calculator-card';

// The calculator sits below the sale's figures and only works once rates have arrived: its code
// downloads beside the dashboard's request, keeping the first load within its budget.
const TokenCalculatorCard = lazy(async () => ({
  default: (await import('./token-calculator-card')).TokenCalculatorCard,
}));

/** The token calculator, or a skeleton of it while its code is on its way. */
export function TokenCalculatorSlot(props: ComponentProps<typeof Calculator>) {
  return (
    <Suspense fallback={<CardSkeleton title="Token Calculator" lines={5} />}>
      <TokenCalculatorCard {...props} />
    </Suspense>
  );
}
