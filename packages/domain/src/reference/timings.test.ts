import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './timings.js';

describe('SPEC §9 "Retry on 202: delay 500 ms, doubled after 4 tries, doubled again after 8, max 12 tries"', () => {
  it.each([
    [1, 500],
    [4, 500],
    [5, 1000],
    [8, 1000],
    [9, 2000],
    [11, 2000],
  ])('retry %i waits %i ms', (retry, delay) => {
    expect(retryDelayMs(retry)).toBe(delay);
  });

  it('there is no 13th try (the client then shows "Can not get response")', () => {
    expect(retryDelayMs(12)).toBeNull();
    expect(retryDelayMs(0)).toBeNull();
  });

  it('the whole schedule of 11 retries waits 4 x 500 + 4 x 1000 + 3 x 2000 = 12000 ms', () => {
    const total = Array.from({ length: 11 }, (_, i) => retryDelayMs(i + 1) ?? 0).reduce((a, b) => a + b, 0);
    expect(total).toBe(12000);
  });
});
