import type { DashboardQuery } from '../../../gql/graphql';
import type { RateQuote } from '../utils/rate-quote';
import type { DashboardFailure } from './card-error';

/** The investor's cards, by the title each shows (its skeleton's too). */
export const ACCOUNT_CARD_TITLES = {
  summary: 'Your Contribution',
  statistics: 'Token Statistics',
  recent: 'Recent Transactions',
  distribution: 'Token Distribution',
} as const;

export interface AccountCardProps {
  kind: keyof typeof ACCOUNT_CARD_TITLES;
  data: DashboardQuery | undefined;
  rates: RateQuote;
  failure: DashboardFailure;
}
