import { describe, expect, it } from 'vitest';
import { readDocsPush } from './passport-api.js';

describe('documents page calls', () => {
  it('reads a docs#{uid} push: the data itself, wrapped with the request id, or the request id alone', () => {
    const data = { docNumber: '123456789' };
    expect(readDocsPush(data)).toEqual({ data, requestId: null });
    expect(readDocsPush({ requestId: 'r1', data })).toEqual({ data, requestId: 'r1' });
    expect(readDocsPush({ requestId: 'r1' })).toEqual({ data: null, requestId: 'r1' });
    expect(readDocsPush({})).toEqual({ data: null, requestId: null });
    expect(readDocsPush('x')).toEqual({ data: null, requestId: null });
  });
});
