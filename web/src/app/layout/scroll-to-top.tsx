import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every change of path glides back to the top of the page (SPEC.md §2). The first path is left
 * alone: a visitor may have scrolled the prerendered page before the app took it over.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);

  return null;
}
