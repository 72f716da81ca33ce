import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { lazyScreenOf } from './lazy-screen';
import { appRoutes, loadFirstScreen } from './router';

// The screens sit under the layout and the screen frame.
const screens = (): RouteObject[] => appRoutes[0]?.children?.[0]?.children ?? [];
const screenOf = (route: RouteObject | undefined) => lazyScreenOf(route?.Component);
const screenAt = (path: string) => screenOf(screens().find((route) => route.path === path));

describe('loadFirstScreen', () => {
  it('loads the code of the screen at the path and leaves every other screen lazy', async () => {
    const dashboard = screenOf(screens().find((route) => route.index));
    expect(dashboard?.isLoaded()).toBe(false);

    await loadFirstScreen('/');

    expect(dashboard?.isLoaded()).toBe(true);
    expect(screenAt(paths.login.path)?.isLoaded()).toBe(false);
  });

  it('loads a screen behind the account check the same way', async () => {
    const transactions = screenOf(
      screens()
        .flatMap((route) => route.children ?? [])
        .find((route) => route.path === paths.transactions.path),
    );
    expect(transactions?.isLoaded()).toBe(false);

    await loadFirstScreen(paths.transactions.path);

    expect(transactions?.isLoaded()).toBe(true);
  });
});
