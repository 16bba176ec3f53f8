import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.js';
import { ApiError } from './api-error.js';
import { endpoints } from './endpoints.js';

function accepted202Then(finalStatus: number | null) {
  let calls = 0;
  const fetch = async () => {
    calls++;
    if (finalStatus !== null && calls === 5)
      return new Response(JSON.stringify({ ratio: '41.5' }), { status: finalStatus });
    return new Response(null, { status: 202 });
  };
  return { fetch, calls: () => calls };
}

describe('202 retry policy (SPEC §9)', () => {
  it('"delay 500 ms, doubled after 4 tries, doubled again after 8, max 12 tries", then "Can not get response"', async () => {
    const delays: number[] = [];
    const server = accepted202Then(null);
    const client = createApiClient({
      fetch: server.fetch,
      getLocale: () => 'en',
      auth: { kind: 'cookie', getCookies: () => '' },
      sleep: async (ms) => void delays.push(ms),
    });
    const error = await client
      .call(endpoints.rates, { params: { from: 'USD', to: 'UAH' } })
      .catch((e: unknown) => e);
    expect(server.calls()).toBe(12);
    expect(delays).toEqual([500, 500, 500, 500, 1000, 1000, 1000, 1000, 2000, 2000, 2000]);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorDescription).toBe('Can not get response. Please try again later.');
  });

  it('localizes the give-up message (uk first)', async () => {
    const server = accepted202Then(null);
    const client = createApiClient({
      fetch: server.fetch,
      getLocale: () => 'uk',
      auth: { kind: 'bearer', getToken: () => 't' },
      sleep: async () => {},
    });
    await expect(client.call(endpoints.rates, { params: { from: 'USD', to: 'UAH' } })).rejects.toMatchObject({
      errorDescription: 'Не вдається отримати відповідь. Спробуйте пізніше.',
    });
  });

  it('returns the body once the 5th try answers 200, after 4 waits of 500 ms', async () => {
    const delays: number[] = [];
    const server = accepted202Then(200);
    const client = createApiClient({
      fetch: server.fetch,
      getLocale: () => 'uk',
      auth: { kind: 'bearer', getToken: () => 't' },
      sleep: async (ms) => void delays.push(ms),
    });
    await expect(client.call(endpoints.rates, { params: { from: 'USD', to: 'UAH' } })).resolves.toEqual({
      ratio: '41.5',
    });
    expect(delays).toEqual([500, 500, 500, 500]);
  });

  it('does not retry a 202 answer to a POST', async () => {
    const server = accepted202Then(null);
    const client = createApiClient({
      fetch: server.fetch,
      getLocale: () => 'uk',
      auth: { kind: 'bearer', getToken: () => 't' },
      sleep: async () => {},
    });
    await client.call(endpoints.createDraftOrder, { body: { country: 'US' } });
    expect(server.calls()).toBe(1);
  });
});
