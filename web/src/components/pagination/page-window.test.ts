import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('centres five pages on the current one', () => {
    expect(pageWindow(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stays full at either end', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('has nothing to offer without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('treats a page outside the range as the nearest end', () => {
    expect(pageWindow(40, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(-3, 12)).toEqual([1, 2, 3, 4, 5]);
  });
});
