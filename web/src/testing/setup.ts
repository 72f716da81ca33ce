import '@testing-library/jest-dom/vitest';
// An unexpected console.error fails the test (the rule every workspace shares).
import '@rent/test-kit/fail-on-console-error';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from '../lib/toast';

// jsdom has no ResizeObserver; the sales chart sizes itself with one. This stand-in never reports a
// size, so charts stay unmeasured (and undrawn) unless a test installs one that does.
class SilentResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= SilentResizeObserver;

// findBy* and waitFor give up after 1 s by default, shorter than a lazy screen's first import takes
// while the other workspaces' suites share the machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  // The toast library keeps its toasts between renders; each test starts without any.
  await toast.dismissAll();
});
