import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { identityDocuments, orderPassports, orders } from '../../db/schema/index.js';
import { createLogger } from '../../logging/logger.js';
import { findOrderPassportSummary } from './index.js';
import { IdentityCipher } from './cipher.js';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let owner: string;
let stranger: string;
let ownerId: string;

async function userIdOf(token: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/personal/me',
    headers: { authorization: `Bearer ${token}` },
  });
  return (res.json() as { id: string }).id;
}
async function newOrder(userId: string): Promise<string> {
  const [row] = await t.db.insert(orders).values({ userId, countryCode: 'DE' }).returning({ id: orders.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({
    env: { IDENTITY_ENCRYPTION_KEY: 'test-identity-key-0123456789abcdef-0123456789' },
    logger: createLogger({ logLevel: 'debug' }, logStream),
  });
  owner = (await registerUser(t.app, 'passport-owner@example.com')).token;
  stranger = (await registerUser(t.app, 'passport-stranger@example.com')).token;
  ownerId = await userIdOf(owner);
});
afterAll(() => t.close());

const passport = {
  documentType: 'passport',
  serialNumber: 'кт123456',
  identityCardNumber: '',
  issuedBy: 'Шевченківський РВ ГУ ДМС у м. Києві',
  date: '12.03.2010',
  lastName: 'Коваленко',
  firstName: 'Олена',
  middleName: 'Петрівна',
  birthDate: '05.07.1990',
  registration: 'м. Київ, вул. Хрещатик, 22, кв. 5',
  taxNumber: '3012345678',
  saveToCabinet: true,
  consent: true,
  agreement: true,
};

function save(token: string, orderId: string, body: object, locale = 'uk') {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/passport`,
    headers: { authorization: `Bearer ${token}`, 'x-locale': locale },
    payload: body,
  });
}
function active(token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/personal/passports/active',
    headers: { authorization: `Bearer ${token}` },
  });
}
function byProperty(res: LightMyRequestResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of (res.json() as { violations: { property: string; message: string }[] }).violations)
    out[v.property] ??= v.message;
  return out;
}

describe('POST /api/orders/{id}/passport', () => {
  it('saves a passport, attaches it to the order and answers the masked summary', async () => {
    const orderId = await newOrder(ownerId);
    const res = await save(owner, orderId, passport);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      passport: {
        id: expect.any(String),
        documentType: 'passport',
        maskedNumber: 'КТ••••56',
        fullName: 'Коваленко Олена Петрівна',
      },
    });
    const [link] = await t.db.select().from(orderPassports).where(eq(orderPassports.orderId, orderId));
    expect(link?.identityDocumentId).toBe((res.json() as { passport: { id: string } }).passport.id);
    expect(await findOrderPassportSummary(t.db, t.config.identityEncryption.secret, orderId)).toMatchObject({
      maskedNumber: 'КТ••••56',
    });
  });

  it('"Identity documents are personal data: encrypted at rest": the raw row holds no readable field', async () => {
    const orderId = await newOrder(ownerId);
    const res = await save(owner, orderId, {
      ...passport,
      serialNumber: 'МН654321',
      taxNumber: '2987654321',
    });
    const id = (res.json() as { passport: { id: string } }).passport.id;
    // Read the row as the database has it, every column as text.
    const raw = await t.db.execute(
      sql`select row_to_json(d)::text as row from identity_documents d where id = ${id}`,
    );
    const text = JSON.stringify(raw);
    expect(text).toContain('ciphertext');
    for (const secret of ['МН654321', '654321', '2987654321', 'Коваленко', 'Хрещатик', '05.07.1990']) {
      expect(text).not.toContain(secret);
    }
    const [row] = await t.db.select().from(identityDocuments).where(eq(identityDocuments.id, id));
    expect(row).toMatchObject({
      documentType: 'passport',
      keyId: new IdentityCipher('test-identity-key-0123456789abcdef-0123456789').keyId,
    });
    // A random IV per row: the same document sealed twice never looks the same.
    const again = (
      await save(owner, orderId, { ...passport, serialNumber: 'МН654321', taxNumber: '2987654321' })
    ).json() as { passport: { id: string } };
    const [second] = await t.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.id, again.passport.id));
    expect(second!.iv).not.toBe(row!.iv);
    expect(second!.ciphertext).not.toBe(row!.ciphertext);
    // Another key cannot open it.
    expect(() => new IdentityCipher('another-key-another-key-another-key!!').open(row!, 'x')).toThrow();
  });

  it('answers 422 per field on the SPEC §3 paths, in the request language', async () => {
    const orderId = await newOrder(ownerId);
    const res = await save(
      owner,
      orderId,
      {
        documentType: 'passport',
        serialNumber: 'K1234567',
        firstName: 'Olena',
        birthDate: '01.01.2020',
        taxNumber: '123',
        consent: false,
      },
      'en',
    );
    expect(res.statusCode).toBe(422);
    const v = byProperty(res);
    expect(Object.keys(v).sort()).toEqual(
      [
        'agreement',
        'birthDate',
        'date',
        'firstName',
        'issuedBy',
        'lastName',
        'middleName',
        'registration',
        'taxNumber',
      ].sort(),
    );
    expect(v.agreement).toBe(
      'Confirm that the documents are genuine and agree to the customs clearance terms',
    );
    // The document-number and consent rules run once the fields themselves are well-formed (domain schema).
    const second = await save(
      owner,
      orderId,
      { ...passport, serialNumber: 'K1234567', consent: false, agreement: false },
      'en',
    );
    expect(Object.keys(byProperty(second)).sort()).toEqual(['agreement', 'consent', 'serialNumber']);
    const card = await save(
      owner,
      orderId,
      { ...passport, documentType: 'card', identityCardNumber: '000000000' },
      'uk',
    );
    expect(card.statusCode).toBe(422);
    expect(Object.keys(byProperty(card))).toEqual(['identityCardNumber']);
    // Nothing saved by a refused request.
    expect(await t.db.select().from(orderPassports).where(eq(orderPassports.orderId, orderId))).toEqual([]);
  });

  it("another customer's order, an unknown and a malformed id answer 404 (before any 422)", async () => {
    const orderId = await newOrder(ownerId);
    expect((await save(stranger, orderId, passport)).statusCode).toBe(404);
    expect((await save(stranger, orderId, {})).statusCode).toBe(404);
    expect((await save(owner, '00000000-0000-4000-8000-000000000000', passport)).statusCode).toBe(404);
    expect((await save(owner, 'nope', passport)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/passport`, payload: passport }))
        .statusCode,
    ).toBe(401);
  });

  it('never writes the document to the logs', () => {
    const text = logLines.join('');
    expect(text.length).toBeGreaterThan(0);
    for (const secret of ['КТ123456', 'кт123456', '3012345678', 'Хрещатик', 'МН654321'])
      expect(text).not.toContain(secret);
  });
});

describe('GET /api/personal/passports/active: prefill from the document saved to the cabinet', () => {
  it('answers null before any save, then the latest saveToCabinet document, to its owner only', async () => {
    const user = (await registerUser(t.app, 'passport-prefill@example.com')).token;
    const userId = await userIdOf(user);
    expect((await active(user)).json()).toEqual({ document: null });

    const orderId = await newOrder(userId);
    await save(user, orderId, passport);
    const card = {
      ...passport,
      documentType: 'card',
      serialNumber: '',
      identityCardNumber: '123456789',
      saveToCabinet: true,
    };
    await save(user, orderId, card);
    // Not saved to the cabinet: attached to the order only, the active one stays.
    await save(user, orderId, { ...passport, serialNumber: 'АБ111111', saveToCabinet: false });

    const res = await active(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      document: {
        id: expect.any(String),
        documentType: 'card',
        serialNumber: '',
        identityCardNumber: '123456789',
        issuedBy: passport.issuedBy,
        date: '12.03.2010',
        lastName: 'Коваленко',
        firstName: 'Олена',
        middleName: 'Петрівна',
        birthDate: '05.07.1990',
        registration: passport.registration,
        taxNumber: '3012345678',
        updatedAt: expect.any(String),
      },
    });
    const rows = await t.db.select().from(identityDocuments).where(eq(identityDocuments.userId, userId));
    expect(rows.filter((r) => r.isActive)).toHaveLength(1);
    expect(
      (await findOrderPassportSummary(t.db, t.config.identityEncryption.secret, orderId))?.maskedNumber,
    ).toBe('АБ••••11');
    expect((await active(stranger)).json()).toEqual({ document: null });
  });
});

describe('a document sealed with another key', () => {
  it('is treated as absent (prefill null, no order summary) instead of failing', async () => {
    const user = (await registerUser(t.app, 'passport-rotated@example.com')).token;
    const userId = await userIdOf(user);
    const orderId = await newOrder(userId);
    await save(user, orderId, passport);
    await t.db
      .update(identityDocuments)
      .set({ keyId: 'retiredkey000000' })
      .where(eq(identityDocuments.userId, userId));
    const res = await active(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ document: null });
    expect(await findOrderPassportSummary(t.db, t.config.identityEncryption.secret, orderId)).toBeNull();
  });
});
