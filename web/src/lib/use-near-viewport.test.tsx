import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

class FakeObserver {
  static latest: FakeObserver | undefined;
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.latest = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('waits until the element comes near the screen, then stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => FakeObserver.latest?.enter());
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(FakeObserver.latest?.disconnected).toBe(true);
  });

  it('counts everything as near where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
