import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { HttpError } from './errors.js';
import { notReady } from './not-ready.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

// Probe routes exercising the error model without depending on a feature's rules.
const probes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/probe/items',
    {
      schema: {
        body: z.object({
          items: z.array(
            z.object({
              name: z.string().trim().min(3),
              unitPrice: z.object({ amount: z.number().min(0.01) }),
            }),
          ),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/probe/crash', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/probe/forbidden', async () => {
    throw new HttpError(403, 'forbidden');
  });
  app.get('/probe/pending', async (_request, reply) => notReady(reply, 2));
};

describe('error model (SPEC §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ apiPlugins: [probes] });
  });
  afterAll(() => t.close());

  it('422 carries Symfony-style property paths (items[0].unitPrice.amount) with messages in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/items',
      headers: { 'x-locale': 'uk' },
      payload: {
        items: [
          { name: 'ok!', unitPrice: { amount: 5 } },
          { name: 'ab', unitPrice: { amount: 0 } },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json() as {
      errorDescription: string;
      violations: { property: string; message: string }[];
    };
    expect(body.errorDescription).toBe('Перевірте правильність заповнення полів.');
    expect(body.violations.map((v) => v.property)).toEqual(['items[1].name', 'items[1].unitPrice.amount']);
    expect(body.violations[0]?.message).toMatch(/3/);
    expect(body.violations[0]?.message).toMatch(/[а-яіїєґ]/i); // Ukrainian wording
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/probe/items',
      headers: { 'x-locale': 'en' },
      payload: { items: [{ name: 'ab', unitPrice: { amount: 1 } }] },
    });
    expect(en.json().violations[0].message).toMatch(/^[\x20-\x7e]+$/); // English wording
  });

  it('unknown /api routes answer 404 localized JSON for any method', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(get.statusCode).toBe(404);
    expect(get.headers['content-type']).toMatch(/^application\/json/);
    expect(get.json()).toEqual({ errorDescription: 'Сторінку або метод API не знайдено.' });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/no/such/route',
      headers: { 'x-locale': 'en' },
      payload: {},
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ errorDescription: 'The page or API method was not found.' });
  });

  it('unexpected errors answer 500 with a generic localized text and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/crash', headers: { 'x-locale': 'ru' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errorDescription: 'Произошла внутренняя ошибка. Попробуйте позже.' });
    expect(res.body).not.toMatch(/hunter2|at .*\.ts/);
  });

  it('a body that is not JSON answers 400 localized', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorDescription: 'The request body is not valid JSON.' });
  });

  it('HttpError 403 is localized', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/probe/forbidden',
      headers: { 'x-locale': 'ro' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errorDescription: 'Acces interzis.' });
  });

  it('notReady answers 202 with Retry-After (the SPEC §9 retry policy)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/pending' });
    expect(res.statusCode).toBe(202);
    expect(res.headers['retry-after']).toBe('2');
  });

  it('picks the language from x-locale, then ?locale=, then Accept-Language, else Ukrainian', async () => {
    const ask = async (headers: Record<string, string>, query = '') =>
      (await t.app.inject({ method: 'GET', url: `/api/personal/me${query}`, headers })).json()
        .errorDescription;
    expect(await ask({ 'x-locale': 'eng', 'accept-language': 'ru' }, '?locale=ro')).toBe(
      'Please sign in to continue.',
    );
    expect(await ask({ 'accept-language': 'ru' }, '?locale=ro')).toBe('Autentificați-vă pentru a continua.');
    expect(await ask({ 'accept-language': 'de-DE, ru;q=0.8, en;q=0.9' })).toBe('Please sign in to continue.');
    expect(await ask({ 'x-locale': 'xx', 'accept-language': 'de' })).toBe(
      'Увійдіть до особистого кабінету, щоб продовжити.',
    );
  });
});
