// A test fails when anything writes to console.error: an error nobody expected is a bug even
// when the assertions pass. A test that expects one spies on console.error itself and asserts
// what was written. Every workspace's vitest config lists this module among its setup files.
import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi } from 'vitest';

let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(format(...args));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(unexpected, 'unexpected console.error output').toEqual([]);
});
