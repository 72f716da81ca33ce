import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';

const itemsOf = (menu: HTMLElement | null) =>
  menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];

/** Focuses the first or the last item of a menu that has just opened. */
export function focusMenuItem(menu: HTMLElement | null, which: 'first' | 'last') {
  const items = itemsOf(menu);
  (which === 'first' ? items[0] : items[items.length - 1])?.focus();
}

/**
 * The keyboard of an open menu (WAI-ARIA menu button pattern): arrows, Home and End move between
 * the items, Escape closes and gives focus back to the button, Tab closes and moves on.
 */
export function useMenuKeys(
  menuRef: RefObject<HTMLElement | null>,
  close: (returnFocus: boolean) => void,
) {
  return useCallback(
    (event: KeyboardEvent) => {
      const items = itemsOf(menuRef.current);
      const index = items.indexOf(document.activeElement as HTMLElement);
      const moves: Record<string, number> = {
        ArrowDown: (index + 1) % items.length,
        ArrowUp: (index - 1 + items.length) % items.length,
        Home: 0,
        End: items.length - 1,
      };
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'Tab') {
        close(false);
      } else if (event.key in moves) {
        event.preventDefault();
        items[moves[event.key] ?? 0]?.focus();
      }
    },
    [menuRef, close],
  );
}

/** Closes the menu when the pointer goes down anywhere outside it. */
export function useCloseOnOutsidePointer(
  anchorRef: RefObject<HTMLElement | null>,
  open: boolean,
  close: (returnFocus: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchorRef, open, close]);
}
