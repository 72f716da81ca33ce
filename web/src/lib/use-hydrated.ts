import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates the build's prerendered markup, true from
 * then on (React renders again at once when the two answers differ) and in a page rendered from
 * scratch. What must not be in the prerendered page waits for it (decision 0153).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
