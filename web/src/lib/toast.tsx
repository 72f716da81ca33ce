// Toasts without putting the toast library on the first load: the toaster and every toast load the
// same chunk on demand, and a toast waits until the toaster is on screen to show it.
import { lazy, Suspense, useEffect, type ComponentProps, type ReactNode } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { useHydrated } from './use-hydrated';

type ToasterProps = ComponentProps<typeof SonnerToaster>;
type ToastOptions = {
  /** A button in the toast, such as Retry; the toast closes once it is pressed. */
  action?: { label: string; onClick: () => void };
  description?: ReactNode;
  /**
   * A toast shown again with the same id replaces the one on screen instead of adding another;
   * by default the id is the kind and the message, so a repeated error never stacks.
   */
  id?: string;
  /** Milliseconds on screen (4 s unless said otherwise). */
  duration?: number;
};

const loadSonner = () => import('sonner');

let markToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  function MountedToaster(props: ToasterProps) {
    useEffect(() => markToasterMounted(), []);
    return <Toaster {...props} />;
  }
  return { default: MountedToaster };
});

/** The toaster is left out of the prerendered page, and joins it right after hydration. */
export function AppToaster(props: ToasterProps) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}

async function show(kind: 'success' | 'error' | 'info', message: string, options?: ToastOptions) {
  const { toast: sonner } = await loadSonner();
  await toasterMounted;
  sonner[kind](message, { id: `${kind}:${message}`, ...options });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** Takes every toast off the screen. */
  dismissAll: async () => {
    const { toast: sonner } = await loadSonner();
    sonner.dismiss();
  },
};
