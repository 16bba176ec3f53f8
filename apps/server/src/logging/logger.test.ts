import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { createLogger } from './logger.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** Collects every log line the app writes. */
function captureStream() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, text: () => lines.join('\n'), lines };
}

const probes: FastifyPluginAsyncZod = async (app) => {
  app.post('/probe/log', async (request) => {
    request.log.info({ body: request.body, headers: request.headers }, 'probe body');
    request.log.info('customer olena@example.com called from +380 67 123 45 67');
    return { ok: true };
  });
  app.get('/probe/crash', async () => {
    throw new Error('duplicate key (lower(email))=(olena@example.com)');
  });
};

describe('logs redact secrets and personal data', () => {
  const capture = captureStream();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      logger: createLogger({ logLevel: 'info' }, capture.stream),
      apiPlugins: [probes],
    });
  });
  afterAll(() => t.close());

  it('never writes passwords, tokens, cookies, authorization, e-mails or phone numbers', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/probe/log',
      headers: { authorization: 'Bearer secret-bearer-token', cookie: 'session=secret-cookie-token' },
      payload: {
        email: 'olena@example.com',
        password: 'Sup3r-secret',
        phoneNumber: '380671234567',
        nested: { token: 'tkn-123' },
      },
    });
    await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'olena@example.com', password: 'Sup3r-secret' },
    });
    const text = capture.text();
    expect(text).toContain('probe body');
    expect(text).toContain('[redacted]');
    expect(text).toContain('customer [email] called from [phone]');
    for (const secret of [
      'secret-bearer-token',
      'secret-cookie-token',
      'Sup3r-secret',
      'olena@example.com',
      '380671234567',
      '+380 67 123 45 67',
      'tkn-123',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('every request line carries a request id', () => {
    const requestLines = capture.lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'incoming request');
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(line.reqId).toMatch(/^[\w.-]{8,}$/);
  });
});
