import { describe, expect, it } from 'vitest';
import { carriesAccessCookie } from './session-cookies.js';

describe('carriesAccessCookie', () => {
  it.each([
    ['a session', 'rent_session=1; rent_access=eyJ.abc.def; rent_refresh=r', true],
    ['the access token alone', 'rent_access=t', true],
    ['a quoted token', 'rent_access="t"', true],
  ])('is true for %s', (_case, header, expected) => {
    expect(carriesAccessCookie(header)).toBe(expected);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['only the marker and the refresh token', 'rent_session=1; rent_refresh=r'],
    ['an emptied access cookie', 'rent_access=; rent_session=1'],
    ['a cookie whose name only contains it', 'xrent_access=t; rent_access_old=t'],
    ['a malformed header', ';;=;rent_access'],
  ])('is false for %s', (_case, header) => {
    expect(carriesAccessCookie(header)).toBe(false);
  });
});
