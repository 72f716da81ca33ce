import styled from 'styled-components';
import { PageHeader } from '../../../components/page-header';
import { media } from '../../../styles/theme';
import { KycApplicationView } from '../components/kyc-application-view';
import { KycStatusCard } from '../components/kyc-status-card';
import { KycWalletCard } from '../components/kyc-wallet-card';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** The investor's KYC status, with the way forward for each (SPEC.md §2, "KYC Application"). */
export default function KycRoute() {
  return (
    <>
      <PageHeader title="KYC Application">
        Verify your identity with your Aadhar card and register the wallet that receives your
        tokens.
      </PageHeader>
      <KycApplicationView>
        {(kyc) => (
          <Grid>
            <KycStatusCard kyc={kyc} />
            <KycWalletCard walletAddress={kyc.walletAddress ?? null} />
          </Grid>
        )}
      </KycApplicationView>
    </>
  );
}
