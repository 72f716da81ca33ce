import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { HeldBonusNotice } from '../../../components/referral/held-bonus-notice';
import { ReferralLinkCard } from '../../../components/referral/referral-link-card';
import { useSession } from '../../../lib/session/session-context';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useSaleScheduleQuery } from '../api/sale-schedule-query';
import { PhaseTable } from '../components/phase-table';
import { ScheduleSkeleton } from '../components/schedule-skeleton';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

/** The pre-sale's phases with their dates, status, price and bonus. */
export default function IcoDistributionRoute() {
  const { data, loading, error, refetch } = useSaleScheduleQuery();
  // A failed retry needs no handling here: the query's error state shows it.
  const retry = () => void refetch().catch(() => undefined);

  const signedIn = useSession().status === 'signed-in';
  return (
    <>
      <PageHeader title="Pre-Sale Distribution">
        RENT is sold in phases, and the earlier the phase, the larger the bonus on every token
        bought. Tokens are distributed to your registered BEP20 wallet after the pre-sale ends.
      </PageHeader>
      <Sections>
        <Section aria-labelledby="sale-schedule">
          <h2 id="sale-schedule">Sale schedule</h2>
          {data?.sale ? (
            <PhaseTable phases={data.sale.phases} price={data.sale.price} />
          ) : error ? (
            <InlineError
              title="The schedule could not be loaded."
              message={errorMessage(error)}
              onRetry={retry}
              retrying={loading}
            />
          ) : (
            <ScheduleSkeleton />
          )}
          <div>
            <ButtonLink to={paths.buyToken.getHref()}>Buy Tokens</ButtonLink>
          </div>
        </Section>
        {signedIn ? <HeldBonusNotice /> : null}
        <ReferralLinkCard />
      </Sections>
    </>
  );
}
