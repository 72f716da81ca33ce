import { describe, expect, it } from 'vitest';
import {
  BELOW_MINIMUM,
  BLANK_COUNT,
  INVALID_NUMBER,
  NEGATIVE_COUNT,
  NOT_WHOLE,
  readTokenCount,
} from './token-count';

describe('reading the number of RENT to buy', () => {
  it.each([
    ['1', '1'],
    ['25', '25'],
    [' 007 ', '7'],
    ['3.0', '3'],
    ['+4', '4'],
    ['123456789012345678901', '123456789012345678901'],
  ])('takes %j as %s whole tokens', (typed, tokens) => {
    expect(readTokenCount(typed)).toEqual({ tokens, problem: null });
  });

  it.each([
    ['', BLANK_COUNT],
    ['   ', BLANK_COUNT],
    ['abc', INVALID_NUMBER],
    ['1e3', INVALID_NUMBER],
    ['1,000', INVALID_NUMBER],
    ['.', INVALID_NUMBER],
    ['-1', NEGATIVE_COUNT],
    ['-0.5', NEGATIVE_COUNT],
    ['0', BELOW_MINIMUM],
    ['-0', BELOW_MINIMUM],
    ['0.99', BELOW_MINIMUM],
    ['1.5', NOT_WHOLE],
    ['10.01', NOT_WHOLE],
  ])('refuses %j: %s', (typed, problem) => {
    expect(readTokenCount(typed)).toEqual({ tokens: null, problem });
  });
});
