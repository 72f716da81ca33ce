// What a password reset through the mailbox put on hold, for the signed-in owner to confirm or
// discard (decision 0116): on the dashboard and the KYC screens, until she decides.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { AccountHoldFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message';
import { formatIstDateTime } from '@rent/sale-rules';
import { toast } from '../../lib/toast';
import { Button } from '../button';
import { Notice } from '../notice';
import { WalletAddressText } from '../wallet/wallet-address-text';

export const AccountHoldFields = graphql(`
  fragment AccountHoldFields on AccountHold {
    heldAt
    wallet
    kycApplication {
      firstName
      lastName
      submittedAt
    }
  }
`);

export const AccountHoldQuery = graphql(`
  query AccountHold {
    me {
      _id
      hold {
        ...AccountHoldFields
      }
    }
  }
`);

/** Either decision's answer: the message to show and the account's wallet and KYC status now. */
export const AccountHoldDecision = graphql(`
  fragment AccountHoldDecision on AccountHoldPayload {
    message
    user {
      _id
      walletAddress
      kycStatus
    }
  }
`);

export const ConfirmAccountHoldMutation = graphql(`
  mutation ConfirmAccountHold {
    confirmAccountHold {
      ...AccountHoldDecision
    }
  }
`);

export const DiscardAccountHoldMutation = graphql(`
  mutation DiscardAccountHold {
    discardAccountHold {
      ...AccountHoldDecision
    }
  }
`);

const Held = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** What is on hold on the signed-in investor's account; null when nothing is (or not yet known). */
export function useAccountHold({ skip = false } = {}) {
  return useQuery(AccountHoldQuery, { skip }).data?.me?.hold ?? null;
}

/**
 * Shown to the signed-in owner while something is on hold; nothing otherwise. A screen that reads
 * the hold with its own request (the dashboard) hands it over; otherwise the notice asks for it.
 */
export function AccountHoldNotice({
  className,
  hold: given,
}: {
  className?: string;
  hold?: AccountHoldFieldsFragment | null;
}) {
  // Every screen showing the wallet, the KYC status or this notice reads it again.
  const options = { refetchQueries: 'active' as const, awaitRefetchQueries: true };
  const [confirm, confirming] = useMutation(ConfirmAccountHoldMutation, options);
  const [discard, discarding] = useMutation(DiscardAccountHoldMutation, options);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useAccountHold({ skip: given !== undefined });
  const hold = given === undefined ? asked : given;
  if (!hold) return null;
  const busy = confirming.loading || discarding.loading;
  const decide = async (run: typeof confirm | typeof discard) => {
    setFailure(null);
    try {
      const { data: answer } = await run();
      const message =
        answer && 'confirmAccountHold' in answer
          ? answer.confirmAccountHold.message
          : answer && 'discardAccountHold' in answer
            ? answer.discardAccountHold.message
            : null;
      if (message) void toast.success(message);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const application = hold.kycApplication;
  return (
    <Notice className={className} role="region" aria-label="On hold after your password reset">
      <p>
        <strong>
          Your password was reset through your e-mail on {formatIstDateTime(hold.heldAt)}, so we put
          on hold what a sign-in the reset ended had added to your account:
        </strong>
      </p>
      <Held>
        {hold.wallet ? (
          <li>
            the receiving wallet <WalletAddressText address={hold.wallet} />
          </li>
        ) : null}
        {application ? (
          <li>
            the KYC application in the name of {application.firstName} {application.lastName},
            submitted {formatIstDateTime(application.submittedAt)}
          </li>
        ) : null}
      </Held>
      <p>
        No tokens are sent to a wallet on hold and an application on hold is not reviewed. If you
        added them yourself, confirm them; if not, discard them and add your own.
      </p>
      <Actions>
        <Button disabled={busy} onClick={() => void decide(confirm)}>
          Confirm
        </Button>
        <Button $variant="secondary" disabled={busy} onClick={() => void decide(discard)}>
          Discard
        </Button>
      </Actions>
      {failure ? <p role="alert">{failure}</p> : null}
    </Notice>
  );
}

/** The notice above a screen's content, apart from it. */
export const AccountHoldNoticeAbove = styled(AccountHoldNotice)`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;
