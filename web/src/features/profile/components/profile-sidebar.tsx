import { InlineError } from '../../../components/inline-error';
import { errorMessage } from '../../../lib/error-message';
import type { SessionUser } from '../../../lib/session/session';
import { useAccountKyc } from '../api/account-kyc-query';
import { AccountStatusCard } from './account-status-card';
import { KycPanel } from './kyc-panel';
import { ReceivingWalletCard } from './receiving-wallet-card';

/** The account's panels beside the profile tabs (SPEC.md §2, "Profile"). */
export function ProfileSidebar({ user }: { user: SessionUser }) {
  const { data, error, refetch } = useAccountKyc();
  const account = data?.me;
  // A failed retry needs no handling here: the query's error state shows it.
  const retry = () => void refetch().catch(() => undefined);

  return (
    <>
      <AccountStatusCard user={user} />
      {error && !account ? (
        <InlineError
          title="Failed to fetch KYC status"
          message={errorMessage(error)}
          onRetry={retry}
        />
      ) : (
        <>
          <ReceivingWalletCard
            walletAddress={account ? (account.walletAddress ?? null) : undefined}
          />
          <KycPanel status={account?.kycStatus} />
        </>
      )}
    </>
  );
}
