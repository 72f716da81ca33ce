import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every change of path glides back to the top of the page (SPEC.md §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);

  return null;
}
