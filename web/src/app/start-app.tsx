import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo, type Root } from 'react-dom/client';
import { App } from '.';

/**
 * A mismatch between the prerendered page and the app's first render: React recovers by
 * rendering the part again in the browser, but the page flickered and the prerender is wrong.
 */
function reportHydrationError(error: unknown, { componentStack }: ErrorInfo): void {
  console.error('The prerendered page did not match the app:', error, componentStack);
}

/**
 * Starts the app in `container`: it takes over the markup the build prerendered there (the
 * visitor's dashboard at `/`), or renders into the empty page every other address is served.
 */
export function startApp(container: HTMLElement): Root {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Either way the first render is a transition: React does it in slices, between which the
  // browser answers the reader, instead of one task of several hundred milliseconds on a phone
  // (almost a second on the phone the bench emulates). Taking over the prerendered page, the
  // page is already painted, so nothing waits for it; rendering into the empty page, the slices
  // cost a few milliseconds before the first paint. The callbacks run at once.
  if (container.firstElementChild) {
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
    });
    if (!root) throw new Error('The app did not take over the prerendered page.');
    return root;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
  return root;
}
