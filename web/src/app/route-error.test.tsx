import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render';
import { ScreenErrorBoundary } from './screen-error-boundary';

function BrokenScreen(): never {
  throw new Error('the screen broke');
}

function FailingScreen() {
  return (
    <ScreenErrorBoundary at="/">
      <BrokenScreen />
    </ScreenErrorBoundary>
  );
}

describe('RouteError', () => {
  it('apologises and offers a reload and a way home when a screen fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', Component: FailingScreen }]);

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the screen broke' }),
    );
    consoleError.mockRestore();
  });
});
