import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { appRoutes, loadFirstScreen } from './router';

// The screens sit under the layout and the screen frame.
const screens = (): RouteObject[] => appRoutes[0]?.children?.[0]?.children ?? [];
const screenAt = (path: string) => screens().find((route) => route.path === path);

describe('loadFirstScreen', () => {
  it('loads the code of the screen at the path and leaves every other screen lazy', async () => {
    const dashboard = screens().find((route) => route.index);
    expect(dashboard?.lazy).toBeTypeOf('function');

    await loadFirstScreen('/');

    expect(dashboard?.lazy).toBeUndefined();
    expect(dashboard?.Component).toBeTypeOf('function');
    expect(screenAt(paths.login.path)?.lazy).toBeTypeOf('function');
    expect(screenAt(paths.login.path)?.Component).toBeUndefined();
  });

  it('loads a screen behind the account check the same way', async () => {
    const transactions = screens()
      .flatMap((route) => route.children ?? [])
      .find((route) => route.path === paths.transactions.path);
    expect(transactions?.lazy).toBeTypeOf('function');

    await loadFirstScreen(paths.transactions.path);

    expect(transactions?.Component).toBeTypeOf('function');
  });
});
