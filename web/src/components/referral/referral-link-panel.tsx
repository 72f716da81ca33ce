import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../../lib/session/session-context';
import { ButtonLink } from '../button';
import { InlineError } from '../inline-error';
import { Skeleton } from '../skeleton';
import { useReferralCodeQuery } from './referral-code-query';
import { referralLink } from './referral-link';
import { ReferralLinkField } from './referral-link-field';
import { ShareLinks } from './share-links';

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const EXPLAINED =
  "Invite friends with your link: whenever they buy RENT, you receive the current phase's bonus percentage of the tokens they buy.";

interface ReferralLinkPanelProps {
  /** Adds the way to the referral table (left out on the referral screen itself). */
  manageLink?: boolean;
}

/**
 * The signed-in investor's referral link with a copy button and share links; visitors are asked
 * to sign in to get one.
 */
export function ReferralLinkPanel({ manageLink = true }: ReferralLinkPanelProps) {
  const { status } = useSession();
  const { pathname } = useLocation();
  const { data, error, loading, refetch } = useReferralCodeQuery(status === 'signed-in');
  const code = data?.me?.referralCode;

  if (status === 'loading' || (status === 'signed-in' && !data && !error))
    return (
      <Loading aria-busy="true">
        <Skeleton $width="10rem" />
        <Skeleton $height="2.75rem" />
      </Loading>
    );

  if (error && !code)
    return (
      <InlineError
        title="Your referral link could not be loaded."
        message={errorMessage(error)}
        onRetry={() => void refetch().catch(() => undefined)}
        retrying={loading}
      />
    );

  if (!code)
    return (
      <>
        <Text>Sign in to get your referral link. {EXPLAINED}</Text>
        <div>
          <ButtonLink to={paths.login.getHref(pathname)}>Sign In</ButtonLink>
        </div>
      </>
    );

  const link = referralLink(code);
  return (
    <>
      <Text>{EXPLAINED}</Text>
      <ReferralLinkField link={link} />
      <ShareLinks link={link} />
      {manageLink ? <Link to={paths.referral.getHref()}>Manage your referrals</Link> : null}
    </>
  );
}
