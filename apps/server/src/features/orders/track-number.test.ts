// SPEC §5 track number rules on `number`, "Such a track number already exists" on saves and on
// PUT /orders/{id}/tracking/number, and the unique index behind the duplicate check.
import { describe, expect, it } from 'vitest';
import { violations } from '../../../test/customers.js';
import { orders } from '../../db/schema/index.js';
import { isDuplicateTrackError } from './repository.js';
import { firstCompany, forwardingTestApp, SHIRT, trackNumber } from './test-helpers.js';

const { t, call, companies, us, alice, bob } = forwardingTestApp({ customers: ['alice', 'bob'] });

describe('SPEC §5 track number rules, violations on `number`', () => {
  const numberError = async (number: string, country = 'US', company?: number) => {
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({ number, country, company: company ?? companies.US }),
    );
    expect(res.statusCode).toBe(422);
    return violations(res).number;
  };

  it('"Must not start with ord or order (case-insensitive; own message)"', async () => {
    expect(await numberError('ORDER12345')).toBe(
      'A track number cannot start with “order” or “ord”: that is the shop’s order number, not the parcel’s',
    );
    expect(await numberError('ord-777')).toMatch(/cannot start with/);
  });

  it('"For US, numbers starting with 1Z must be exactly 18 characters"', async () => {
    expect(await numberError('1Z12345')).toBe(
      'A track number starting with 1Z must be exactly 18 characters long',
    );
    const ok = await call(
      alice,
      'POST',
      '/orders/draft',
      us({ number: `1Z${Date.now().toString().slice(-8)}ABCDEFGH` }),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('"For CN, numbers matching an Ae followed by npi pattern are rejected"', async () => {
    const cnCompany = await firstCompany(t, 'CN');
    const cnItem = { ...SHIRT, unitPrice: { amount: '5.00', currency: 'USD' } };
    const res = await call(
      alice,
      'POST',
      '/orders/draft',
      us({ country: 'CN', company: cnCompany, number: 'AE123NPI456', items: [cnItem] }),
    );
    expect(violations(res)).toEqual({
      number: 'Invalid track number. Check the shipment number with the shop',
    });
  });

  it('"No double underscore or double hyphen", letters, digits, _ and - only', async () => {
    const message =
      'A track number may hold only Latin letters, digits, “_” and “-”, with no double “__” or “--”';
    expect(await numberError('AB--123')).toBe(message);
    expect(await numberError('AB__123')).toBe(message);
    expect(await numberError('AB 123')).toBe(message);
  });

  it('"Max 40"', async () => {
    expect(await numberError('A'.repeat(41))).toBe('At most 40 characters');
  });

  it('"Required unless the user said they have none"', async () => {
    expect(await numberError('')).toBe('This field is required');
  });
});

describe('"Such a track number already exists"', () => {
  it('refuses a number another customer declared, in any case, on `number`', async () => {
    const number = trackNumber('DUP');
    expect((await call(alice, 'POST', '/orders/draft', us({ number }))).statusCode).toBe(201);
    const res = await call(bob, 'POST', '/orders/draft', us({ number: number.toLowerCase() }));
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual({ number: 'Such a track number already exists' });
    const uk = await call(bob, 'POST', '/orders/draft', us({ number }), 'uk');
    expect(violations(uk)).toEqual({ number: 'Такий трек-номер уже існує' });
  });

  it('lets an order keep its own number on resave, and PUT /tracking/number checks the same rule', async () => {
    const taken = trackNumber('TKN');
    await call(bob, 'POST', '/orders/draft', us({ number: taken }));
    const mine = (await call(alice, 'POST', '/orders/draft', us())).json();
    expect(
      (await call(alice, 'PUT', `/orders/draft/${mine.id}`, us({ number: mine.trackNo }))).statusCode,
    ).toBe(200);
    const dup = await call(alice, 'PUT', `/orders/${mine.id}/tracking/number`, { number: taken });
    expect(violations(dup)).toEqual({ number: 'Such a track number already exists' });
    const fresh = trackNumber('NEW');
    const set = await call(alice, 'PUT', `/orders/${mine.id}/tracking/number`, { number: fresh });
    expect(set.json()).toMatchObject({ trackNo: fresh, receivedTrackNumber: true });
    const bad = await call(alice, 'PUT', `/orders/${mine.id}/tracking/number`, { number: 'order1' });
    expect(Object.keys(violations(bad))).toEqual(['number']);
  });
});

describe('the unique index behind the duplicate check', () => {
  it('is recognised when a concurrent save slips past the pre-check', async () => {
    const number = trackNumber('RACE');
    expect((await call(alice, 'POST', '/orders/draft', us({ number }))).statusCode).toBe(201);
    const error: unknown = await t.db
      .insert(orders)
      .values({ userId: alice.id, countryCode: 'US', trackNo: number.toLowerCase() })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isDuplicateTrackError(error)).toBe(true);
    expect(isDuplicateTrackError(new Error('other'))).toBe(false);
  });
});
