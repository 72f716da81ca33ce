import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-context';
import { media } from '../../styles/theme';
import { AccountDropdown } from './account-dropdown';

// Phones reach KYC Application through the sidebar; desktops get it beside the greeting.
const KycButton = styled(ButtonLink)`
  display: none;
  white-space: nowrap;

  ${media.xl} {
    display: inline-flex;
  }
`;

/** The signed-in end of the top bar, loaded only once an investor is signed in. */
export default function AccountMenu() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <KycButton to={paths.kyc.getHref()} $variant="secondary">
        KYC Application
      </KycButton>
      <AccountDropdown user={user} />
    </>
  );
}
