// status(): what a provider says it did with a payment, for the daily reconciliation (decision 014).
// LiqPay is asked through its server API (action "status", signed like every request) — here a local
// HTTP server plays LiqPay; the sandbox answers from its own books.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiqpayProvider } from './liqpay-provider.js';
import { memorySandboxBooks } from './sandbox-books.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { decodeData, liqpaySignature } from './signed-data.js';

const keys = { publicKey: 'sandbox_i00000000', privateKey: 'sandbox_private_key_for_status_tests' };

/** LiqPay's answers per order id; every request is kept to check its signature. */
const answers = new Map<string, { status: number; body: unknown }>();
const requests: { data: string; signature: string }[] = [];
let server: Server;
let apiUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const data = form.get('data') ?? '';
      requests.push({ data, signature: form.get('signature') ?? '' });
      const orderId = String(decodeData(data)?.order_id ?? '');
      const answer = answers.get(orderId) ?? {
        status: 200,
        body: { result: 'error', status: 'error', err_code: 'payment_not_found' },
      };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/request`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const liqpay = () => createLiqpayProvider({ ...keys, publicUrl: 'https://posylka.test', apiUrl });

describe('LiqPay status (action "status" over the request API)', () => {
  it('posts a signed status request for the order id', async () => {
    answers.set('p-paid', {
      status: 200,
      body: { result: 'ok', status: 'success', amount: 121, currency: 'USD', order_id: 'p-paid' },
    });
    requests.length = 0;
    expect(await liqpay().status('p-paid')).toEqual({
      known: true,
      captured: '121.00',
      currency: 'USD',
      refunded: '0.00',
    });
    const [sent] = requests;
    expect(sent!.signature).toBe(liqpaySignature(keys.privateKey, sent!.data));
    expect(decodeData(sent!.data)).toEqual({
      version: 3,
      public_key: keys.publicKey,
      action: 'status',
      order_id: 'p-paid',
    });
  });

  it('a partial refund: refund_amount; reversed: everything went back', async () => {
    answers.set('p-part', {
      status: 200,
      body: { result: 'ok', status: 'success', amount: '121.00', refund_amount: 20.5, currency: 'USD' },
    });
    answers.set('p-back', {
      status: 200,
      body: { result: 'ok', status: 'reversed', amount: 121, currency: 'USD' },
    });
    expect(await liqpay().status('p-part')).toMatchObject({ captured: '121.00', refunded: '20.50' });
    expect(await liqpay().status('p-back')).toMatchObject({ captured: '121.00', refunded: '121.00' });
  });

  it('a failed or unfinished payment took nothing; an unknown order is not known', async () => {
    answers.set('p-failed', {
      status: 200,
      body: { result: 'ok', status: 'failure', amount: 121, currency: 'USD' },
    });
    answers.set('p-3ds', {
      status: 200,
      body: { result: 'ok', status: '3ds_verify', amount: 121, currency: 'USD' },
    });
    expect(await liqpay().status('p-failed')).toMatchObject({ known: true, captured: null });
    expect(await liqpay().status('p-3ds')).toMatchObject({ known: true, captured: null });
    expect(await liqpay().status('p-never')).toEqual({ known: false });
  });

  it('throws when LiqPay cannot answer (HTTP error, refused request)', async () => {
    answers.set('p-500', { status: 500, body: 'oops' });
    answers.set('p-bad', {
      status: 200,
      body: { result: 'error', status: 'error', err_code: 'err_signature', err_description: 'bad' },
    });
    await expect(liqpay().status('p-500')).rejects.toThrow(/HTTP 500/);
    await expect(liqpay().status('p-bad')).rejects.toThrow(/err_signature/);
  });
});

describe('sandbox status (its own books)', () => {
  it('knows what its page captured and what refund() gave back, and nothing else', async () => {
    const sandbox = createSandboxProvider('sandbox-secret-for-status-tests-0123456789', memorySandboxBooks());
    const payment = { id: 'pay-1', amount: '121.00', currency: 'USD' };
    expect(await sandbox.status('pay-1')).toEqual({ known: false });

    const callback = await sandbox.decide(payment, 'pay');
    expect(sandbox.readCallback(callback)).toMatchObject({ providerPaymentId: 'pay-1', outcome: 'paid' });
    // The page posted twice: the money is taken once.
    await sandbox.decide(payment, 'pay');
    await sandbox.refund({ providerPaymentId: 'pay-1', amount: '20', currency: 'USD' });
    await sandbox.refund({ providerPaymentId: 'pay-1', amount: '1.50', currency: 'USD' });
    expect(await sandbox.status('pay-1')).toEqual({
      known: true,
      captured: '121.00',
      currency: 'USD',
      refunded: '21.50',
    });

    // A declined payment took nothing, so the sandbox knows nothing of it.
    await sandbox.decide({ id: 'pay-2', amount: '5.00', currency: 'USD' }, 'decline');
    expect(await sandbox.status('pay-2')).toEqual({ known: false });
  });
});
