import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from '@posylka/contract';
import type { WebBuild } from './load-build.js';
import { DEMO_CUSTOMER } from '../db/seed/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sessionFrom } from '../../test/http.js';

// A stand-in for the React Router build: same interface (web Request in, web Response out).
function fakeBuild(clientDir: string): WebBuild {
  return {
    clientDir,
    async handle(request: Request, context: AppLoadContext) {
      const url = new URL(request.url);
      if (url.pathname === '/echo') {
        const headers = new Headers({ 'content-type': 'application/json' });
        headers.append('set-cookie', 'a=1; Path=/');
        headers.append('set-cookie', 'b=2; Path=/; HttpOnly');
        const body = {
          url: request.url,
          method: request.method,
          locale: request.headers.get('x-locale'),
          body: request.method === 'GET' ? null : await request.text(),
          nonce: context.cspNonce,
        };
        return new Response(JSON.stringify(body), { status: 201, headers });
      }
      if (url.pathname === '/ru/cabinet') {
        const me = await context.api('/personal/me');
        return new Response(await me.text(), {
          status: me.status,
          headers: { 'content-type': 'application/json' },
        });
      }
      if (url.pathname === '/logout') {
        const res = await context.api('/api/auth/logout', { method: 'POST' });
        return new Response(res.body, { status: res.status });
      }
      if (url.pathname === '/stream') {
        const chunks = ['<p>one</p>', '<p>two</p>'];
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            const next = chunks.shift();
            if (next) controller.enqueue(new TextEncoder().encode(next));
            else controller.close();
          },
        });
        return new Response(stream, { headers: { 'content-type': 'text/html; charset=utf-8' } });
      }
      return new Response('<h1>page</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
    },
  };
}

describe('web host (React Router build inside Fastify)', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'posylka-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'console.log(1)');
    // What the build writes beside a script (vite-plugin-compression2): its brotli and gzip forms.
    const big = `export const words = ${JSON.stringify('Посилка '.repeat(400))};`;
    writeFileSync(path.join(clientDir, 'assets', 'big-abc123.js'), big);
    writeFileSync(path.join(clientDir, 'assets', 'big-abc123.js.br'), brotliCompressSync(big));
    writeFileSync(path.join(clientDir, 'assets', 'big-abc123.js.gz'), gzipSync(big));
    writeFileSync(path.join(clientDir, 'favicon.ico'), 'icon');
    t = await createTestApp({ webBuild: fakeBuild(clientDir) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves hashed assets with an immutable cache, other files with a short one', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("sends the build's brotli or gzip file as it is to a browser that takes it, the plain file otherwise", async () => {
    const url = '/assets/big-abc123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Посилка Посилка');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('Посилка Посилка');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Посилка Посилка');
  });

  it('passes the full URL, method, headers and raw body through, and every set-cookie back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/echo?x=1',
      headers: {
        host: 'posylka.test',
        'x-locale': 'en',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'name=%D0%9E%D0%BB%D0%B5%D0%BD%D0%B0&n=2',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      url: 'http://posylka.test/echo?x=1',
      method: 'POST',
      locale: 'en',
      body: 'name=%D0%9E%D0%BB%D0%B5%D0%BD%D0%B0&n=2',
    });
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    // The page CSP admits exactly the nonce handed to the app in the load context.
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${body.nonce}'`);
    expect(body.nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
  });

  it('streams response bodies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/stream' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<p>one</p><p>two</p>');
    const head = await t.app.inject({ method: 'HEAD', url: '/stream' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('hands JSON page posts to the app unparsed (React Router actions read the raw body)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"not":"parsed by Fastify"}',
    });
    expect(res.json().body).toBe('{"not":"parsed by Fastify"}');
  });

  it('context.api calls /api in-process as the page visitor (session cookie forwarded)', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/ru/cabinet',
      headers: { 'x-locale': 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ errorDescription: 'Please sign in to continue.' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    const page = await t.app.inject({
      method: 'GET',
      url: '/ru/cabinet',
      headers: { cookie: sessionFrom(login).cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      email: DEMO_CUSTOMER.email,
      customerCode: DEMO_CUSTOMER.customerCode,
    });
  });

  it('context.api writes on behalf of a cookie session need the CSRF header of the page request', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    const session = sessionFrom(login);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: session.cookie },
    });
    expect(forged.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
    });
    expect(ok.statusCode).toBe(204);
  });

  it('never hands /api paths to the web app: unknown API routes stay JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorDescription: 'Сторінку або метод API не знайдено.' });
  });
});

describe('web host without a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webBuild: null });
  });
  afterAll(() => t.close());

  it('keeps the API running and answers pages 503 with a hint to run npm run build', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('Run npm run build and restart the server.');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
