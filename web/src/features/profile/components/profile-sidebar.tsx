import { InlineError } from '../../../components/inline-error';
import { ReferralLinkCard } from '../../../components/referral/referral-link-card';
import { WalletCard } from '../../../components/wallet/wallet-card';
import { errorMessage } from '../../../lib/error-message';
import type { SessionUser } from '../../../lib/session/session';
import { useAccountKyc } from '../api/account-kyc-query';
import { AccountStatusCard } from './account-status-card';
import { KycPanel } from './kyc-panel';
import { EditWalletDialog } from './edit-wallet-dialog';

/** The account's panels beside the profile tabs (SPEC.md §2, "Profile"). */
export function ProfileSidebar({ user }: { user: SessionUser }) {
  const { data, error, refetch } = useAccountKyc();
  const account = data?.me;
  // Without the account's answer the wallet and KYC panels have nothing to show.
  const failed = Boolean(error) && !account;
  // A failed retry needs no handling here: the query's error state shows it.
  const retry = () => void refetch().catch(() => undefined);

  return (
    <>
      <AccountStatusCard user={user} />
      {failed ? (
        <InlineError
          title="Failed to fetch KYC status"
          message={errorMessage(error)}
          onRetry={retry}
        />
      ) : (
        <WalletCard
          walletAddress={account ? (account.walletAddress ?? null) : undefined}
          action={{ text: 'Edit', label: 'Edit receiving wallet' }}
          dialog={(walletAddress, close) => (
            <EditWalletDialog walletAddress={walletAddress} onClose={close} />
          )}
        />
      )}
      <ReferralLinkCard />
      {failed ? null : <KycPanel status={account?.kycStatus} />}
    </>
  );
}
