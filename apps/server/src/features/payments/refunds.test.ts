import { describe, expect, it } from 'vitest';
import { refundableRest } from './service.js';

describe('refundableRest', () => {
  it('a cancel after a partial refund gives back only the rest: 121.00 - 11.00 = 110.00', () => {
    expect(refundableRest({ amount: '121.00', refundedAmount: '11.00', currency: 'USD' })).toEqual({
      amount: '110',
      currency: 'USD',
    });
  });
});
