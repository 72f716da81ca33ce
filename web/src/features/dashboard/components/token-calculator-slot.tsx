import { lazy, Suspense, type ComponentProps } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { CardSkeleton } from './card-skeleton';
import type { TokenCalculatorCard as Calculator } from './token-calculator-card';

// The calculator sits below the sale's figures and only works once rates have arrived: its code
// downloads beside the dashboard's request, keeping the first load within its budget.
const TokenCalculatorCard = lazy(async () => ({
  default: (await import('./token-calculator-card')).TokenCalculatorCard,
}));

/**
 * The token calculator, or a skeleton of it while its code is on its way. The prerendered page
 * shows the skeleton, as a browser's first render does: a calculator painted before its code had
 * come would take a visitor's typing and lose it.
 */
export function TokenCalculatorSlot(props: ComponentProps<typeof Calculator>) {
  const hydrated = useHydrated();
  const skeleton = <CardSkeleton title="Token Calculator" lines={5} />;
  return (
    <Suspense fallback={skeleton}>
      {hydrated ? <TokenCalculatorCard {...props} /> : skeleton}
    </Suspense>
  );
}
