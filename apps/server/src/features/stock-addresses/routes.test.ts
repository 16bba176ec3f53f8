import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockAddressSet } from '@posylka/contract';
import { countries } from '../../db/schema/index.js';
import { DEMO_CUSTOMER } from '../../db/seed/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser, sessionFrom, type Session } from '../../../test/http.js';
import { findUserById } from '../users/index.js';
import { findCountry } from './repository.js';
import { buildAddressSet } from './service.js';

let t: TestApp;
let demo: Session;

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  demo = sessionFrom(login);
});
afterAll(() => t.close());

async function list(session: Session, countryCode: string, locale = 'uk') {
  return t.app.inject({
    method: 'GET',
    url: `/api/personal/stock/addresses?countryCode=${encodeURIComponent(countryCode)}`,
    headers: { authorization: `Bearer ${session.token}`, 'x-locale': locale },
  });
}

async function setDefault(session: Session, payload: Record<string, unknown>, locale = 'uk') {
  return t.app.inject({
    method: 'POST',
    url: '/api/personal/set-default-stock',
    headers: { authorization: `Bearer ${session.token}`, 'x-locale': locale },
    payload,
  });
}

const fieldsOf = (set: StockAddressSet, placeId: string) =>
  set.addresses.find((a) => a.id === placeId)?.fields ?? [];

describe('GET /api/personal/stock/addresses', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/personal/stock/addresses?countryCode=US' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errorDescription: expect.any(String) });
  });

  it("puts the customer's Latin name and code into the highlighted lines", async () => {
    const res = await list(demo, 'us');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const set = res.json<StockAddressSet>();
    expect(set.country).toEqual({ code: 'US', text: 'США', affordable: true });
    expect(set.recipient).toEqual({
      name: 'Olena Kovalenko',
      customerCode: 'UA100001',
      nameFromEmail: false,
    });
    expect(set.addresses.map((a) => [a.id, a.title, a.isDefault])).toEqual([
      ['us-de', 'Делавер', true],
      ['us-or', 'Орегон', false],
    ]);
    const highlighted = fieldsOf(set, 'us-de').filter((f) => f.highlighted);
    expect(highlighted).toEqual([
      { id: 'fullName', label: "Ім'я та прізвище", value: 'Olena Kovalenko', highlighted: true },
      { id: 'address2', label: 'Адреса, рядок 2', value: 'Suite UA100001', highlighted: true },
    ]);
    expect(fieldsOf(set, 'us-de').find((f) => f.id === 'zip')).toMatchObject({
      label: 'ZIP-код',
      value: '19801',
    });
    expect(set.addresses[0]?.locationUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=39\.7273/);
    expect(set.addresses[0]?.mapUrl).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
    // The Oregon warehouse's standing notice is the set's alert text.
    expect(set.alert).toBe('Склад в Орегоні приймає лише посилки, що важать до 30 кг.');
  });

  it('labels the lines in the request language and keeps the values in Latin', async () => {
    const labels = async (locale: string) => {
      const set = (await list(demo, 'DE', locale)).json<StockAddressSet>();
      return fieldsOf(set, 'de-fra').map((f) => `${f.label}: ${f.value}`);
    };
    expect((await labels('en')).slice(0, 3)).toEqual([
      'Full name: Olena Kovalenko UA100001',
      'Address line 1: Hanauer Landstraße 291',
      'Address line 2: Posylka UA100001',
    ]);
    expect((await labels('ru'))[0]).toBe('Имя и фамилия: Olena Kovalenko UA100001');
    expect((await labels('ro'))[2]).toBe('Adresă, rândul 2: Posylka UA100001');
    expect((await labels('eng'))[5]).toBe('Postcode: 60314');
    expect((await list(demo, 'DE', 'ro')).json<StockAddressSet>().country.text).toBe('Germania');
  });

  it('falls back to the e-mail local part for a customer without a name, and says so', async () => {
    const fresh = await registerUser(t.app, 'mykola.parcel@example.com');
    const set = (await list(fresh, 'GB')).json<StockAddressSet>();
    expect(set.recipient).toMatchObject({ name: 'mykola.parcel', nameFromEmail: true });
    expect(set.recipient.customerCode).toMatch(/^UA\d+$/);
    expect(fieldsOf(set, 'gb-lon')[0]?.value).toBe(`mykola.parcel ${set.recipient.customerCode}`);
  });

  it('answers 422 for an unknown or missing country, in the request language', async () => {
    const unknown = await list(demo, 'XX', 'en');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      violations: [{ property: 'countryCode', message: 'There is no country with the code "XX".' }],
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/personal/stock/addresses',
      headers: { authorization: `Bearer ${demo.token}` },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ violations: { property: string }[] }>().violations[0]?.property).toBe(
      'countryCode',
    );
  });
});

describe('POST /api/personal/set-default-stock', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/personal/set-default-stock',
      payload: { id: 'us-or', value: true },
    });
    expect(res.statusCode).toBe(401);
  });

  it('switches the default per customer and country, and back', async () => {
    const other = await registerUser(t.app, 'other-default@example.com');
    const chosen = await setDefault(demo, { id: 'us-or', value: true, countryCode: 'US' });
    expect(chosen.statusCode).toBe(200);
    const isDefault = (set: StockAddressSet) => set.addresses.filter((a) => a.isDefault).map((a) => a.id);
    expect(isDefault(chosen.json())).toEqual(['us-or']);
    expect(isDefault((await list(demo, 'US')).json())).toEqual(['us-or']);
    // Another customer and another country keep their own defaults.
    expect(isDefault((await list(other, 'US')).json())).toEqual(['us-de']);
    expect(isDefault((await list(demo, 'PL')).json())).toEqual(['pl-waw']);

    expect(isDefault((await setDefault(demo, { id: 'pl-rze', value: true })).json())).toEqual(['pl-rze']);
    expect(isDefault((await setDefault(demo, { id: 'us-de', value: true })).json())).toEqual(['us-de']);
    await setDefault(demo, { id: 'us-or', value: true });
    const cleared = await setDefault(demo, { id: 'us-or', value: false });
    expect(isDefault(cleared.json())).toEqual(['us-de']);
    expect(isDefault((await list(demo, 'PL')).json())).toEqual(['pl-rze']);
  });

  it('answers 422 on id for an unknown warehouse or one of another country, and on a bad body', async () => {
    const unknown = await setDefault(demo, { id: 'xx-nowhere', value: true }, 'en');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      violations: [{ property: 'id', message: 'There is no such warehouse in this country.' }],
    });
    const elsewhere = await setDefault(demo, { id: 'de-fra', value: true, countryCode: 'US' });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json<{ violations: { property: string }[] }>().violations[0]?.property).toBe('id');
    const noValue = await setDefault(demo, { id: 'us-de' });
    expect(noValue.statusCode).toBe(422);
    expect(noValue.json<{ violations: { property: string }[] }>().violations[0]?.property).toBe('value');
  });
});

describe('a country that is not affordable', () => {
  it('answers the set without addresses, flagged, and refuses a default there', async () => {
    await t.db.update(countries).set({ affordable: false }).where(eq(countries.code, 'IT'));
    try {
      const set = (await list(demo, 'IT', 'en')).json<StockAddressSet>();
      expect(set.country).toEqual({ code: 'IT', text: 'Italy', affordable: false });
      expect(set.addresses).toEqual([]);
      const refused = await setDefault(demo, { id: 'it-mil', value: true }, 'en');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        violations: [{ property: 'id', message: 'Delivery from this country is temporarily unavailable.' }],
      });
    } finally {
      await t.db.update(countries).set({ affordable: true }).where(eq(countries.code, 'IT'));
    }
  });
});

describe('the China notice (SPEC §9 "China parcels not accepted 2 to 17 February")', () => {
  it('is the alert text inside the window only', async () => {
    const user = await findUserById(
      t.db,
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/personal/me',
          headers: { authorization: `Bearer ${demo.token}` },
        })
      ).json<{ id: string }>().id,
    );
    const cn = await findCountry(t.db, 'CN');
    if (!user || !cn) throw new Error('demo customer and China are seeded');
    const inWindow = await buildAddressSet(t.db, user, cn, 'uk', new Date('2027-02-10T10:00:00Z'));
    expect(inWindow.alert).toMatch(/^З 2 по 17 лютого склад у Китаї не приймає посилки/);
    const outside = await buildAddressSet(t.db, user, cn, 'uk', new Date('2027-03-01T10:00:00Z'));
    expect(outside.alert).toBeNull();
  });
});
