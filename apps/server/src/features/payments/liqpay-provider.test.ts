// LiqPay adapter: "base64 data + signature = base64(sha1(private_key + data + private_key)) of the
// exact posted string"; callbacks verified the same way.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLiqpayProvider } from './liqpay-provider.js';
import { decodeData, encodeData, liqpaySignature } from './signed-data.js';

const keys = { publicKey: 'sandbox_i00000000', privateKey: 'sandbox_private_key_for_tests' };
const provider = createLiqpayProvider({ ...keys, publicUrl: 'https://posylka.test' });

describe('LiqPay signature', () => {
  it('is base64 of the binary SHA-1 of private_key + data + private_key', () => {
    const data = encodeData({ version: 3, action: 'pay', amount: '1' });
    const expected = createHash('sha1')
      .update(`${keys.privateKey}${data}${keys.privateKey}`)
      .digest('base64');
    expect(liqpaySignature(keys.privateKey, data)).toBe(expected);
    // A SHA-1 digest is 20 bytes: 28 base64 characters.
    expect(expected).toHaveLength(28);
  });

  it('checkout posts data + signature to the checkout page with our order id, amount and callback url', () => {
    const target = provider.checkout({
      paymentId: 'p-1',
      orderId: 'o-1',
      orderNumber: 'BO-000001',
      amount: '121.00',
      currency: 'USD',
      description: 'Posylka BO-000001',
      language: 'uk',
    });
    expect(target.url).toBe('https://www.liqpay.ua/api/3/checkout');
    expect(target.form!.signature).toBe(liqpaySignature(keys.privateKey, target.form!.data));
    expect(decodeData(target.form!.data)).toMatchObject({
      version: 3,
      public_key: keys.publicKey,
      action: 'pay',
      amount: '121.00',
      currency: 'USD',
      order_id: 'p-1',
      server_url: 'https://posylka.test/api/payments/liqpay/callback',
    });
  });

  it('reads a signed callback and refuses a tampered one', () => {
    const callback = provider.sign({ order_id: 'p-1', status: 'success', amount: 121, currency: 'USD' });
    expect(provider.readCallback(callback)).toMatchObject({
      providerPaymentId: 'p-1',
      outcome: 'paid',
      amount: '121',
      currency: 'USD',
    });
    const other = provider.sign({ order_id: 'p-1', status: 'success', amount: 1, currency: 'USD' });
    expect(provider.readCallback({ data: other.data, signature: callback.signature })).toBeNull();
    expect(provider.readCallback({ data: callback.data, signature: 'AAAA' })).toBeNull();
  });

  it('maps statuses: failure/error/reversed fail, wait_secure is pending, sandbox pays only with test keys', () => {
    const outcome = (status: string, p = provider) =>
      p.readCallback(p.sign({ order_id: 'p', status, amount: 1, currency: 'USD' }))?.outcome;
    expect(outcome('failure')).toBe('failed');
    expect(outcome('error')).toBe('failed');
    expect(outcome('wait_secure')).toBe('pending');
    expect(outcome('sandbox')).toBe('paid');
    const live = createLiqpayProvider({
      publicKey: 'i12345',
      privateKey: 'live',
      publicUrl: 'https://x.test',
    });
    expect(outcome('sandbox', live)).toBe('pending');
  });

  it('refunds through the request API with a signed refund action', async () => {
    let posted: URLSearchParams | null = null;
    const fake = (async (_url: string, init: { body: URLSearchParams }) => {
      posted = init.body;
      return new Response(JSON.stringify({ result: 'ok', status: 'reversed' }), { status: 200 });
    }) as unknown as typeof fetch;
    const withFetch = createLiqpayProvider({ ...keys, publicUrl: 'https://x.test', fetch: fake });
    await withFetch.refund({ providerPaymentId: 'p-1', amount: '121.00', currency: 'USD' });
    const body = posted as unknown as URLSearchParams;
    expect(body.get('signature')).toBe(liqpaySignature(keys.privateKey, body.get('data')!));
    expect(decodeData(body.get('data')!)).toMatchObject({
      action: 'refund',
      order_id: 'p-1',
      amount: '121.00',
    });

    const refusing = createLiqpayProvider({
      ...keys,
      publicUrl: 'https://x.test',
      fetch: (async () =>
        new Response(JSON.stringify({ result: 'error', err_description: 'no' }))) as unknown as typeof fetch,
    });
    await expect(refusing.refund({ providerPaymentId: 'p', amount: '1', currency: 'USD' })).rejects.toThrow(
      /refused/,
    );
  });
});

describe('page CSP for the payment form post', () => {
  it('allows LiqPay checkout as a form target only with LiqPay', async () => {
    const { paymentFormOrigins } = await import('./liqpay-provider.js');
    const { pageContentSecurityPolicy } = await import('../../http/security.js');
    expect(paymentFormOrigins('sandbox')).toEqual([]);
    expect(paymentFormOrigins('liqpay')).toEqual(['https://www.liqpay.ua']);
    expect(pageContentSecurityPolicy('n', true, paymentFormOrigins('liqpay'))).toContain(
      "form-action 'self' https://www.liqpay.ua;",
    );
    expect(pageContentSecurityPolicy('n', true)).toContain("form-action 'self';");
  });
});
