import { AccountHoldNoticeAbove } from '../../../components/account-hold/account-hold-notice';
import { PageHeader } from '../../../components/page-header';
import { SidebarGrid } from '../../../components/sidebar-layout';
import { AddWalletDialog } from '../../../components/wallet/add-wallet-dialog';
import { WalletCard } from '../../../components/wallet/wallet-card';
import { KycApplicationView } from '../components/kyc-application-view';
import { KycStatusCard } from '../components/kyc-status-card';

/** The investor's KYC status, with the way forward for each (SPEC.md §2, "KYC Application"). */
export default function KycRoute() {
  return (
    <>
      <PageHeader title="KYC Application">
        Verify your identity with your Aadhar card and register the wallet that receives your
        tokens.
      </PageHeader>
      <AccountHoldNoticeAbove />
      <KycApplicationView>
        {(kyc) => (
          <SidebarGrid>
            <KycStatusCard kyc={kyc} />
            {/* The wallet is added here once, and changed only from the profile (SPEC.md §4). */}
            <WalletCard
              walletAddress={kyc.walletAddress ?? null}
              action={{ text: kyc.walletAddress ? 'View Wallet' : 'Add Wallet' }}
              dialog={(walletAddress, close) => (
                <AddWalletDialog walletAddress={walletAddress} onClose={close} />
              )}
            />
          </SidebarGrid>
        )}
      </KycApplicationView>
    </>
  );
}
