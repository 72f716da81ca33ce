import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { SHIMMER_CYCLES, Skeleton } from './skeleton';

/** Every CSS rule the page holds for `element`'s generated class, as text. */
function rulesOf(element: Element): string {
  const classes = [...element.classList];
  return [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .join('\n')
    .split('}')
    .filter((rule) => classes.some((name) => rule.includes(`.${name}`)))
    .join('}\n');
}

describe('a loading placeholder', () => {
  it('shimmers a few times and then rests, instead of for ever', () => {
    const { container } = renderWithProviders(<Skeleton />);
    const skeleton = container.querySelector('[aria-hidden="true"]');
    if (!skeleton) throw new Error('no skeleton rendered');
    const rules = rulesOf(skeleton);
    expect(rules).toMatch(new RegExp(`animation:[^;]*1\\.4s ease-in-out ${SHIMMER_CYCLES}\\b`));
    expect(rules).not.toContain('infinite');
    expect(SHIMMER_CYCLES).toBeLessThanOrEqual(5);
  });

  it('does not move at all for anyone who asks for less motion', () => {
    const { container } = renderWithProviders(<Skeleton />);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('');
    expect(container.firstElementChild).not.toBeNull();
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^}]*animation: ?none/);
  });
});
