// A test fails when anything writes to console.error: an error nobody expected is a bug even
// when the assertions pass.
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
