import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

const origin = 'https://rent.example';

describe('safeRedirectTarget', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeRedirectTarget('/profile', origin)).toBe('/profile');
    expect(safeRedirectTarget('/transactions?page=2#top', origin)).toBe('/transactions?page=2#top');
  });

  it.each([
    null,
    '',
    'profile',
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    '/signup?ref=ABC',
  ])('sends %s home', (raw) => {
    expect(safeRedirectTarget(raw, origin)).toBe('/');
  });
});
