// DIIA_PROVIDER=diia end to end against a fake Diia: /diia/init answers Diia's deep link for our
// request id; Diia's multipart callback (X-Document-Request-Trace-Id + encodeData) fills the
// request, pushes docs#{uid} and preloaded-user-data; forged, unknown, stale and replayed callbacks
// are refused and change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { loadConfig } from '../../config/index.js';
import { diiaRequests, users } from '../../db/schema/index.js';
import { DIIA_SAMPLE_METADATA, startFakeDiia, type FakeDiia } from './fake-diia-server.js';

const SECRET = 's'.repeat(40);
const credentials = { acquirerToken: 'acq-token', authAcquirerToken: 'YXV0aDp0b2tlbg==', branchId: 'br-1' };
let diia: FakeDiia;
let t: TestApp;
let alice: { token: string; id: string };

beforeAll(async () => {
  diia = await startFakeDiia(credentials);
  t = await createTestApp({
    env: {
      DIIA_PROVIDER: 'diia',
      DIIA_API_URL: diia.url,
      DIIA_ACQUIRER_TOKEN: credentials.acquirerToken,
      DIIA_AUTH_ACQUIRER_TOKEN: credentials.authAcquirerToken,
      DIIA_BRANCH_ID: credentials.branchId,
      DIIA_OFFER_ID: 'offer-9',
      DIIA_CALLBACK_SECRET: SECRET,
      DIIA_CRYPTO_URL: diia.cryptoUrl,
    },
  });
  alice = { token: (await registerUser(t.app, 'diia-real-alice@example.com')).token, id: '' };
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'diia-real-alice@example.com'));
  alice.id = row!.id;
});
afterAll(async () => {
  await t.close();
  await diia.close();
});

async function init(returnUrl = '/buyout/passport?orderId=1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/diia/init',
    headers: { 'x-locale': 'uk', authorization: `Bearer ${alice.token}` },
    payload: { return_url: returnUrl },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { deepLink: string; requestId: string };
}

function callback(requestId: string | null, encodeData: string, secret = SECRET) {
  const boundary = '----diia-test-boundary';
  const body = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="encodeData"',
    '',
    encodeData,
    `--${boundary}`,
    'Content-Disposition: form-data; name="internal-passport.pdf.p7s.p7e"; filename="internal-passport.pdf.p7s.p7e"',
    'Content-Type: application/octet-stream',
    '',
    'ZW5jcnlwdGVkLXBkZg==',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return t.app.inject({
    method: 'POST',
    url: `/api/diia/callback/${secret}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(requestId ? { 'x-document-request-trace-id': requestId } : {}),
    },
    payload: body,
  });
}

const preloaded = async (requestId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/app-centrifugo/preloaded-user-data/${requestId}`,
      headers: { authorization: `Bearer ${alice.token}` },
    })
  ).json() as Record<string, unknown>;

describe('Diia sharing (DIIA_PROVIDER=diia)', () => {
  it('init answers the deep link Diia gives for our request id, with an absolute return link', async () => {
    diia.requests.length = 0;
    const { deepLink, requestId } = await init();
    expect(deepLink).toBe(`https://diia.app/acquirers/offer-request/dynamic/${requestId}`);
    expect(diia.requests.at(-1)!.body).toEqual({
      offerId: 'offer-9',
      requestId,
      returnLink: `http://localhost:3000/buyout/passport?orderId=1&diiaRequest=${requestId}`,
    });
  });

  it('a signed callback fills the request: pushed on docs#{uid}, preloaded, sealed at rest', async () => {
    const { requestId } = await init();
    const pushed: unknown[] = [];
    const unsubscribe = await t.app.realtime.subscribe(`docs#${alice.id}`, (data) => pushed.push(data));
    const res = await callback(requestId, diia.sealEnvelope(DIIA_SAMPLE_METADATA));
    await unsubscribe();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(pushed).toEqual([
      { requestId, data: expect.objectContaining({ docNumber: '002307001', lastNameUA: 'Дія' }) },
    ]);
    expect(await preloaded(requestId)).toMatchObject({
      firstNameUA: 'Надія',
      birthday: { d: 17, m: 1, y: 1997 },
    });
    const [row] = await t.db.select().from(diiaRequests).where(eq(diiaRequests.id, requestId));
    expect(row!.sealedData).not.toContain('002307001');

    // The same delivery again (a replay) is refused and changes nothing.
    const replay = await callback(requestId, diia.sealEnvelope({ data: { 'internal-passport': {} } }));
    expect(replay.statusCode).toBe(409);
    expect(await preloaded(requestId)).toMatchObject({ docNumber: '002307001' });
  });

  it('refuses a wrong secret, an unknown or missing request id and a stale request', async () => {
    const envelope = diia.sealEnvelope(DIIA_SAMPLE_METADATA);
    const { requestId } = await init();
    expect((await callback(requestId, envelope, 'x'.repeat(40))).statusCode).toBe(404);
    expect((await callback('6f1c2b1e-3c1d-4d2e-9f00-000000000000', envelope)).statusCode).toBe(404);
    expect((await callback('not-a-uuid', envelope)).statusCode).toBe(404);
    expect((await callback(null, envelope)).statusCode).toBe(404);
    await t.db
      .update(diiaRequests)
      .set({ createdAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(diiaRequests.id, requestId));
    expect((await callback(requestId, envelope)).statusCode).toBe(404);
    expect(await preloaded(requestId)).toEqual({});
  });

  it('refuses data Diia did not sign, and a delivery without an ID card', async () => {
    const { requestId } = await init();
    const forged = Buffer.from(JSON.stringify(DIIA_SAMPLE_METADATA)).toString('base64');
    expect((await callback(requestId, forged)).statusCode).toBe(400);
    const foreign = diia.sealEnvelope({
      documentTypes: ['foreign-passport'],
      data: { 'foreign-passport': {} },
    });
    expect((await callback(requestId, foreign)).statusCode).toBe(400);
    expect(await preloaded(requestId)).toEqual({});
    // A refused delivery does not use the request up: Diia's genuine one still counts.
    expect((await callback(requestId, diia.sealEnvelope(DIIA_SAMPLE_METADATA))).statusCode).toBe(200);
  });

  it('has no sandbox page with real Diia', async () => {
    const { requestId } = await init();
    expect((await t.app.inject({ method: 'GET', url: `/api/diia/sandbox/${requestId}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'POST', url: `/api/diia/sandbox/${requestId}` })).statusCode).toBe(
      404,
    );
  });

  it('does not start without its settings', () => {
    expect(() => loadConfig({ DIIA_PROVIDER: 'diia' })).toThrow(
      /DIIA_ACQUIRER_TOKEN: required when DIIA_PROVIDER=diia[\s\S]*DIIA_CALLBACK_SECRET[\s\S]*DIIA_CRYPTO_URL/,
    );
  });
});
