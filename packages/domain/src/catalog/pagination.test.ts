import { describe, expect, it } from 'vitest';
import { isPaginationShown, pageCount, paginationWindow } from './pagination.js';

describe('SPEC §2 "The visible page window is 5 pages"', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [40, 3, [1, 2, 3]],
    [1, 0, []],
  ])('page %i of %i shows %j', (current, pages, expected) => {
    expect(paginationWindow(current, pages)).toEqual(expected);
  });
});

describe('SPEC §2 "Pagination is hidden for locale en and when there is one page"', () => {
  it('is hidden for en and for a single page, shown otherwise', () => {
    expect(isPaginationShown('en', 4)).toBe(false);
    expect(isPaginationShown('uk', 1)).toBe(false);
    expect(isPaginationShown('uk', 2)).toBe(true);
    expect(isPaginationShown('eng', 2)).toBe(true);
  });

  it('counts at least one page', () => {
    expect([pageCount(0, 24), pageCount(24, 24), pageCount(25, 24)]).toEqual([1, 1, 2]);
  });
});
