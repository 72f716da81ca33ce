import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

const origin = 'https://rent.example';

describe('safeRedirectTarget', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeRedirectTarget('/profile', origin)).toBe('/profile');
    expect(safeRedirectTarget('/transactions?page=2#top', origin)).toBe('/transactions?page=2#top');
    expect(safeRedirectTarget('/referral?q=a%2Fb', origin)).toBe('/referral?q=a%2Fb');
  });

  it('resolves dot segments that stay on this site', () => {
    expect(safeRedirectTarget('/kyc/../profile', origin)).toBe('/profile');
  });

  it.each([
    null,
    '',
    'profile',
    'https://evil.example/profile',
    'http://rent.example/profile',
    '//evil.example/profile',
    '/\\evil.example',
    '/\\\\evil.example',
    '\\/evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5C%5Cevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%0a/evil.example',
    '/%E0%A4%A',
    'javascript:alert(1)',
    '/javascript:alert(1)//',
    ' /profile',
    '/login',
    '/signup?ref=ABC',
    '/./login',
  ])('sends %j home', (raw) => {
    expect(safeRedirectTarget(raw, origin)).toBe('/');
  });
});
