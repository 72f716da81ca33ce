import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { KeptRoom } from './kept-room';

/** The page lays every box out at `height` pixels (the test's document has no layout). */
function boxesAre(height: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    new DOMRect(0, 0, 390, height),
  );
}

/** The room holding a placeholder, content that replaced it, or content that merely followed it. */
const placeholder = (text: string) => (
  <KeptRoom measuring keeping={false}>
    <p>{text}</p>
  </KeptRoom>
);
const replacement = (text: string) => (
  <KeptRoom measuring={false} keeping>
    <p>{text}</p>
  </KeptRoom>
);
const successor = (text: string) => (
  <KeptRoom measuring={false} keeping={false}>
    <p>{text}</p>
  </KeptRoom>
);

const roomIn = (container: HTMLElement) => container.firstElementChild as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the room a placeholder was painted in', () => {
  it('is kept by the shorter content that replaces it, as tall as its last paint', () => {
    boxesAre(300);
    const { container, rerender } = renderWithProviders(placeholder('steps'));
    boxesAre(520);
    rerender(placeholder('steps, with the rates'));
    boxesAre(120);
    rerender(replacement('closed'));
    expect(roomIn(container).textContent).toBe('closed');
    expect(roomIn(container).style.minHeight).toBe('520px');
  });

  it('is not kept by content that did not replace it', () => {
    boxesAre(400);
    const { container, rerender } = renderWithProviders(placeholder('steps'));
    rerender(successor('steps, loaded'));
    expect(roomIn(container).style.minHeight).toBe('');
  });

  it('is nothing to keep when the content came without a placeholder', () => {
    boxesAre(400);
    const { container } = renderWithProviders(replacement('closed'));
    expect(roomIn(container).style.minHeight).toBe('');
  });
});
