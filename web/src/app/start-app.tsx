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
  if (container.firstElementChild) {
    // Taking the page over is a transition: React does it in slices, between which the browser
    // answers the reader, instead of one task of several hundred milliseconds on a phone. The
    // page is already painted, so nothing waits for it. The callback runs at once.
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
    });
    if (!root) throw new Error('The app did not take over the prerendered page.');
    return root;
  }
  const root = createRoot(container);
  root.render(app);
  return root;
}
