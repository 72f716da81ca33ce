import { Card } from '../card';
import { ReferralLinkPanel } from './referral-link-panel';

/** The referral link in a titled card, for the distribution page and the profile's sidebar. */
export function ReferralLinkCard({ title = 'Referral Link' }: { title?: string }) {
  return (
    <Card title={title}>
      <ReferralLinkPanel />
    </Card>
  );
}
