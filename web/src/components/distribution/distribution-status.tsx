import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { DistributionStatusFragment } from '../../gql/graphql';
import { formatIstDateTime, formatRent } from '@rent/sale-rules';
import { media } from '../../styles/theme';
import { Badge } from '../badge';
import { FactList, type Fact } from '../fact-list';
import { Notice } from '../notice';
import { WalletAddressText } from '../wallet/wallet-address-text';
import { distributionBadges, distributionSummaries, heldReasons } from './distribution-texts';

/** What the dashboard and /transactions read of the investor's distribution. */
export const DistributionStatusFields = graphql(`
  fragment DistributionStatus on Distribution {
    status
    amount
    expectedAmount
    wallet
    heldReason
    txHash
    txUrl
    blockNumber
    plannedAt
    sentAt
    confirmedAt
  }
`);

// Narrow: the status, then its facts. Wide: the status and what it means beside the facts.
const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    column-gap: ${({ theme }) => theme.space(8)};
    align-items: start;
  }
`;

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  & > p {
    margin: 0;
  }
`;

const Hash = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.85rem;
`;

/** The transaction hash, linked to the explorer when one is configured; it breaks in its middle. */
function Transaction({ hash, url }: { hash: string; url: string | null | undefined }) {
  const text = (
    <Hash>
      <WalletAddressText address={hash} />
    </Hash>
  );
  if (!url) return text;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`Transaction ${hash}`}>
      {text}
    </a>
  );
}

/** The walletless line says where to add one rather than showing a dash. */
function walletFact(wallet: string | null | undefined): Fact {
  if (!wallet) return ['Wallet', <Link to={paths.profile.getHref()}>Add a wallet</Link>, 'note'];
  return [
    'Wallet',
    <Hash>
      <WalletAddressText address={wallet} />
    </Hash>,
    'note',
  ];
}

function factsOf(distribution: DistributionStatusFragment): Fact[] {
  const { status, amount, expectedAmount, wallet, txHash, txUrl, blockNumber } = distribution;
  const facts: (Fact | null)[] = [
    ['Amount', formatRent(status === 'NOT_PLANNED' ? expectedAmount : (amount ?? expectedAmount))],
    walletFact(wallet),
    txHash ? ['Transaction', <Transaction hash={txHash} url={txUrl} />] : null,
    blockNumber && status === 'CONFIRMED' ? ['Block', blockNumber] : null,
    distribution.confirmedAt
      ? ['Confirmed on', formatIstDateTime(distribution.confirmedAt)]
      : distribution.sentAt
        ? ['Sent on', formatIstDateTime(distribution.sentAt)]
        : distribution.plannedAt
          ? ['Planned on', formatIstDateTime(distribution.plannedAt)]
          : null,
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}

/** A held transfer: why, and the link to the step that releases it. */
function HeldNotice({ reason }: { reason: DistributionStatusFragment['heldReason'] }) {
  const held = reason ? heldReasons[reason] : null;
  return (
    <Notice role="note">
      <p>{held?.text ?? 'Your tokens are held. Write to support to learn what to do.'}</p>
      {held?.action === 'kyc' ? <Link to={paths.kyc.getHref()}>Complete KYC</Link> : null}
      {held?.action === 'wallet' ? (
        <Link to={paths.profile.getHref()}>Add a wallet in your profile</Link>
      ) : null}
    </Notice>
  );
}

/**
 * Where the investor's RENT stands on its way to their wallet: a badge for the status, what it
 * means or what to do, and the amount, wallet and transaction.
 */
export function DistributionStatusView({
  distribution,
}: {
  distribution: DistributionStatusFragment;
}) {
  const { status } = distribution;
  const badge = distributionBadges[status];
  return (
    <Frame>
      <Status>
        <Badge $tone={badge.tone}>{badge.label}</Badge>
        {status === 'HELD' ? (
          <HeldNotice reason={distribution.heldReason} />
        ) : (
          <p>{distributionSummaries[status]}</p>
        )}
      </Status>
      <FactList layout="grid" facts={factsOf(distribution)} />
    </Frame>
  );
}
