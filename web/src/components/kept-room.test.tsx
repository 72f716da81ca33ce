import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { KeptRoom } from './kept-room';

/** The page lays every box out at `height` pixels (the test's document has no layout). */
function boxesAre(height: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    new DOMRect(0, 0, 390, height),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the room a placeholder was painted in', () => {
  it('is kept by the shorter content that replaces it, as tall as its last paint', () => {
    boxesAre(300);
    const { container, rerender } = renderWithProviders(
      <KeptRoom measuring keeping={false}>
        <p>steps</p>
      </KeptRoom>,
    );
    boxesAre(520);
    rerender(
      <KeptRoom measuring keeping={false}>
        <p>steps, with the rates</p>
      </KeptRoom>,
    );
    boxesAre(120);
    rerender(
      <KeptRoom measuring={false} keeping>
        <p>closed</p>
      </KeptRoom>,
    );
    const room = container.firstElementChild as HTMLElement;
    expect(room.textContent).toBe('closed');
    expect(room.style.minHeight).toBe('520px');
  });

  it('is not kept by content that did not replace it', () => {
    boxesAre(400);
    const { container, rerender } = renderWithProviders(
      <KeptRoom measuring keeping={false}>
        <p>steps</p>
      </KeptRoom>,
    );
    rerender(
      <KeptRoom measuring={false} keeping={false}>
        <p>steps, loaded</p>
      </KeptRoom>,
    );
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('');
  });

  it('is nothing to keep when the content came without a placeholder', () => {
    boxesAre(400);
    const { container } = renderWithProviders(
      <KeptRoom measuring={false} keeping>
        <p>closed</p>
      </KeptRoom>,
    );
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('');
  });
});
