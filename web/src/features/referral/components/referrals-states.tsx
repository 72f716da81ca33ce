import styled from 'styled-components';
import { Button } from '../../../components/button';
import { ReferralLinkPanel } from '../../../components/referral/referral-link-panel';
import { Skeleton } from '../../../components/skeleton';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { PanelMessage } from '../../../components/table-panel';
import { LinkBox } from './referrals-frame';

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Grey rows where the referred investors will be listed. */
export function ReferralsSkeleton() {
  return (
    <Rows>
      <VisuallyHidden role="status">Loading your referrals…</VisuallyHidden>
      {Array.from({ length: 6 }, (_, row) => (
        <Skeleton key={row} $height={row === 0 ? '1.25rem' : '2.5rem'} />
      ))}
    </Rows>
  );
}

interface ReferralsErrorProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** The referrals could not be fetched, even after the automatic retries: why, and Retry. */
export function ReferralsError({ message, retrying, onRetry }: ReferralsErrorProps) {
  return (
    <PanelMessage>
      <h3>Your referrals could not be loaded.</h3>
      <p>{message}</p>
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </PanelMessage>
  );
}

/** Nobody has signed up with the investor's code yet: the link to share. */
export function ReferralsEmpty() {
  return (
    <PanelMessage>
      <h3>No referrals yet</h3>
      <LinkBox>
        <ReferralLinkPanel manageLink={false} />
      </LinkBox>
    </PanelMessage>
  );
}

/** Referrals exist, but none matches the search and filters. */
export function ReferralsNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <PanelMessage>
      <h3>No referrals match your search and filters</h3>
      <p>Try another name or e-mail address, or widen the dates and bonus range.</p>
      <Button $variant="secondary" onClick={onClear}>
        Clear Search and Filters
      </Button>
    </PanelMessage>
  );
}
