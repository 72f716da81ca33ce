import { lazy, useState, type ComponentType, type ReactElement } from 'react';

export type ScreenModule = { default: ComponentType };

/** A screen whose code is a chunk of its own, fetched the first time it is shown or preloaded. */
export type LazyScreen = (() => ReactElement) & {
  /** Fetches the screen's code; if that fails, the screen's first render tries again. */
  preload(): Promise<void>;
  /** Whether the code has arrived, so that the screen renders without waiting. */
  isLoaded(): boolean;
};

/** Every screen `lazyScreen` made: what `lazyScreenOf` recognises. */
const lazyScreens = new WeakSet<object>();

/**
 * Wraps a screen's dynamic import. Until its code is here the screen suspends (the nearest
 * `Suspense` shows its fallback, or a navigation keeps the previous screen). Once the code is here,
 * through `preload()` or an earlier visit, the screen renders at once: the app can then take over
 * the page the build prerendered without a render that suspends (decision 0157).
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ScreenModule> | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed preload is tried again when the screen first renders. A failure while
        // rendering stays for the page's life (React keeps it, and retrying there would fetch
        // in a loop): the apology offers to reload the page, which usually helps after a release.
        loading = undefined;
        throw error;
      },
    ));
  const suspending = lazy(fetchCode);

  function Screen() {
    // Chosen once per visit, so the screen is never swapped for another component (and its state
    // lost) when its code arrives in the middle of the visit.
    const [Shown] = useState<ComponentType>(() => loaded ?? suspending);
    return <Shown />;
  }
  const screen: LazyScreen = Object.assign(Screen, {
    preload: async () => {
      await fetchCode();
    },
    isLoaded: () => loaded !== undefined,
  });
  lazyScreens.add(screen);
  return screen;
}

/** The lazy screen a route shows, if its component is one made by `lazyScreen`. */
export function lazyScreenOf(component: unknown): LazyScreen | undefined {
  return typeof component === 'function' && lazyScreens.has(component)
    ? (component as LazyScreen)
    : undefined;
}
