import { StrictMode } from 'react';
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
  if (container.firstElementChild)
    return hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
  const root = createRoot(container);
  root.render(app);
  return root;
}
