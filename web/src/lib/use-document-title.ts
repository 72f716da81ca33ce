import { useEffect } from 'react';

/** Names the browser tab after the page ("Dashboard · RENT") and restores the previous name on leave. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${pageTitle} · RENT`;
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);
}
