import { describe, expect, it } from 'vitest';
import { carriesAccessCookie, carriesSessionHint } from './session-cookies.js';

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

describe('carriesSessionHint', () => {
  it.each([
    ['the marker among the session cookies', 'rent_access=t; rent_session=1; rent_refresh=r', true],
    ['the marker alone, spaced', ' rent_session=1 ', true],
    ['no header', undefined, false],
    ['the session cookies without the marker', 'rent_access=t; rent_refresh=r', false],
    ['a marker with another value', 'rent_session=0', false],
    ['a cookie whose name only contains it', 'xrent_session=1; rent_session_old=1', false],
  ])('for %s', (_case, header, expected) => {
    expect(carriesSessionHint(header)).toBe(expected);
  });
});
