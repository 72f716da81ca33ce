import { act, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders as render } from '../testing/render';
import { lazyScreen } from './lazy-screen';
import { ScreenErrorBoundary } from './screen-error-boundary';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  );
}

const shown = (Screen: () => React.ReactElement) => (
  <ScreenErrorBoundary at="/">
    <Suspense fallback={<p>Loading page</p>}>
      <Screen />
    </Suspense>
  </ScreenErrorBoundary>
);

describe('lazyScreen', () => {
  it('renders at once, without a fallback, once its code was preloaded', async () => {
    const Screen = lazyScreen(async () => ({ default: Counter }));
    await Screen.preload();
    render(shown(Screen));
    expect(screen.getByRole('button', { name: 'Pressed 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });

  it('suspends until its code arrives when it was not preloaded, and keeps its state after', async () => {
    const Screen = lazyScreen(async () => ({ default: Counter }));
    const view = render(shown(Screen));
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Pressed 0' });
    await act(async () => button.click());
    // A render after the code arrived shows the same screen, not a new one.
    view.rerender(shown(Screen));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
  });

  it('fetches its code once for every visit and preload', async () => {
    const load = vi.fn(async () => ({ default: Counter }));
    const Screen = lazyScreen(load);
    await Promise.all([Screen.preload(), Screen.preload()]);
    render(shown(Screen));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed preload again when it is shown', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Counter }>>()
      .mockRejectedValueOnce(new Error('the network dropped'))
      .mockResolvedValue({ default: Counter });
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('the network dropped');
    render(shown(Screen));
    expect(await screen.findByRole('button', { name: 'Pressed 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the apology when its code cannot be loaded, without fetching it again and again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('the chunk is gone')));
    render(shown(lazyScreen(load)));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(load).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the chunk is gone' }),
    );
    consoleError.mockRestore();
  });
});
