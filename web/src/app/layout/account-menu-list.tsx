import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { formatRent } from '@rent/sale-rules';
import type { SessionUser } from '../../lib/session/session';
import { useSession } from '../../lib/session/session-context';
import { Balance, Holder, MenuList, Popover } from './account-popover-frame';

interface AccountMenuListProps {
  user: SessionUser;
  menuRef: Ref<HTMLUListElement>;
  menuId: string;
  /** The menu button, which names the menu. */
  labelledBy: string;
  onKeyDown: (event: KeyboardEvent) => void;
  onChoose: () => void;
}

/** The open dropdown: whose account, the token balance, then My Profile, Referral and Logout. */
export function AccountMenuList({
  user,
  menuRef,
  menuId,
  labelledBy,
  onKeyDown,
  onChoose,
}: AccountMenuListProps) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const balanceId = useId();
  const item = { role: 'menuitem', tabIndex: -1, onClick: onChoose } as const;

  async function logOut() {
    setSigningOut(true);
    await signOut();
    await navigate(paths.login.getHref());
  }

  return (
    <Popover>
      <Holder>
        Signed in as <strong>{user.fullname}</strong>
      </Holder>
      <Balance id={balanceId}>
        Token balance <strong>{formatRent(user.tokenBalance)}</strong>
      </Balance>
      <MenuList
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={labelledBy}
        aria-describedby={balanceId}
        onKeyDown={onKeyDown}
      >
        <li role="none">
          <Link to={paths.profile.getHref()} {...item}>
            My Profile
          </Link>
        </li>
        <li role="none">
          <Link to={paths.referral.getHref()} {...item}>
            Referral
          </Link>
        </li>
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={logOut}
            disabled={signingOut}
          >
            {signingOut ? 'Signing out…' : 'Logout'}
          </button>
        </li>
      </MenuList>
    </Popover>
  );
}
