import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { SessionUser } from '../../lib/session/session';
import { Greeting, MenuAnchor, MenuButton } from './account-menu-frame';
import { AccountMenuList } from './account-menu-list';
import { focusMenuItem, useCloseOnOutsidePointer, useMenuKeys } from './use-menu-keys';

/**
 * "Welcome!" and the investor's name on a menu button (WAI-ARIA menu button pattern): click,
 * Enter, Space or Arrow Down open the menu at its first item, Arrow Up at its last.
 */
export function AccountDropdown({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const openAt = (which: 'first' | 'last') => {
    focusOnOpen.current = which;
    setOpen(true);
  };
  const onMenuKeyDown = useMenuKeys(menuRef, close);
  useCloseOnOutsidePointer(anchorRef, open, close);

  useEffect(() => {
    if (open) focusMenuItem(menuRef.current, focusOnOpen.current);
  }, [open]);

  return (
    <MenuAnchor ref={anchorRef}>
      <MenuButton
        ref={buttonRef}
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          openAt(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        <Greeting>
          <small>Welcome!</small>
          <strong title={user.fullname}>{user.fullname}</strong>
        </Greeting>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </MenuButton>
      {open ? (
        <AccountMenuList
          user={user}
          menuRef={menuRef}
          menuId={menuId}
          labelledBy={buttonId}
          onKeyDown={onMenuKeyDown}
          onChoose={() => close(false)}
        />
      ) : null}
    </MenuAnchor>
  );
}
