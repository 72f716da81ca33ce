import { afterEach, describe, expect, it } from 'vitest';
import { clearAccountStorage, readAccountItem, writeAccountItem } from './account-storage';

describe('account storage', () => {
  afterEach(() => localStorage.clear());

  it('keeps values per key until the account signs out', () => {
    writeAccountItem('settings', '{"saveLog":true}');
    expect(readAccountItem('settings')).toBe('{"saveLog":true}');
    expect(readAccountItem('other')).toBeNull();
  });

  it("wipes only the account's own keys", () => {
    writeAccountItem('settings', '1');
    writeAccountItem('drafts', '2');
    localStorage.setItem('unrelated', 'kept');

    clearAccountStorage();

    expect(readAccountItem('settings')).toBeNull();
    expect(readAccountItem('drafts')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});
