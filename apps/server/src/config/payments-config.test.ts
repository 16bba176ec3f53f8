import { describe, expect, it } from 'vitest';
import { loadConfig } from './index.js';

describe('payment configuration', () => {
  it('requires both LiqPay keys for PAYMENT_PROVIDER=liqpay', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'liqpay' })).toThrow(
      /LIQPAY_PUBLIC_KEY: required when PAYMENT_PROVIDER=liqpay[\s\S]*LIQPAY_PRIVATE_KEY/,
    );
    const config = loadConfig({
      PAYMENT_PROVIDER: 'liqpay',
      LIQPAY_PUBLIC_KEY: 'i1',
      LIQPAY_PRIVATE_KEY: 'k1',
    });
    expect(config.payments.liqpay).toEqual({ publicKey: 'i1', privateKey: 'k1' });
  });

  it('signs sandbox callbacks with a random per-process secret unless PAYMENT_SANDBOX_SECRET is set', () => {
    const a = loadConfig({}).payments.sandboxSecret;
    const b = loadConfig({}).payments.sandboxSecret;
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    const secret = 'x'.repeat(32);
    expect(loadConfig({ PAYMENT_SANDBOX_SECRET: secret }).payments.sandboxSecret).toBe(secret);
    expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(/PAYMENT_SANDBOX_SECRET/);
  });
});
