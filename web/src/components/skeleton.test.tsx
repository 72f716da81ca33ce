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

  it('shimmers by moving a band, which the compositor does without repainting the page', () => {
    const { container } = renderWithProviders(<Skeleton />);
    const skeleton = container.querySelector('[aria-hidden="true"]');
    if (!skeleton) throw new Error('no skeleton rendered');
    const animation = /animation:\s*([\w-]+)\s/.exec(rulesOf(skeleton))?.[1];
    if (!animation) throw new Error('the skeleton has no animation');
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('');
    const keyframes = new RegExp(`@keyframes ${animation}\\s*\\{((?:[^{}]*\\{[^}]*\\})*)`).exec(
      css,
    )?.[1];
    if (!keyframes) throw new Error(`no keyframes named ${animation}`);
    const animated = [...keyframes.matchAll(/([\w-]+)\s*:/g)].map(([, property]) => property);
    expect(new Set(animated)).toEqual(new Set(['transform']));
  });

  it('does not move at all for anyone who asks for less motion', () => {
    const { container } = renderWithProviders(<Skeleton />);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('');
    expect(container.firstElementChild).not.toBeNull();
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^}]*animation: ?none/);
  });
});
