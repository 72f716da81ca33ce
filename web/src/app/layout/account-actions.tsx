import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-context';

// Visitors never download the signed-in part of the top bar.
const AccountMenu = lazy(() => import('./account-menu'));

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  min-height: 44px;
  margin-left: auto;
`;

/**
 * The right-hand end of the top bar: the Login button for a visitor; for an investor the
 * greeting with the account dropdown, and on desktop the KYC Application button. While the
 * session is still being checked it stays empty rather than offer the wrong one.
 */
export function AccountActions() {
  const { status } = useSession();
  return (
    <Actions>
      {status === 'signed-out' ? (
        <ButtonLink to={paths.login.getHref()}>Login</ButtonLink>
      ) : status === 'signed-in' ? (
        <Suspense fallback={null}>
          <AccountMenu />
        </Suspense>
      ) : null}
    </Actions>
  );
}
