import { describe, expect, it } from 'vitest';
import { signinLockMs } from './signin-lock.js';

describe('the sign-in lock', () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 30_000],
    [6, 60_000],
    [7, 120_000],
    [9, 480_000],
    [10, 900_000],
    [500, 900_000],
  ])('after %i failures in a row lasts %i ms', (failures, lockMs) => {
    expect(signinLockMs(failures)).toBe(lockMs);
  });
});
