import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { userAddresses, users } from '../../db/schema/index.js';
import { registerUser } from '../../../test/http.js';
import { KYIV, LVIV, WAREHOUSES, loadTestDirectory } from './test-directory.js';

let t: TestApp;
let owner: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  await loadTestDirectory(t.db);
  owner = (await registerUser(t.app, 'book-owner@example.com')).token;
  stranger = (await registerUser(t.app, 'book-stranger@example.com')).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
function call(token: string | null, method: Method, url: string, payload?: object, locale = 'uk') {
  return t.app.inject({
    method,
    url: `/api/personal/addresses${url}`,
    headers: { 'x-locale': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
}
/** Field -> message, the first violation of a field winning (as the web form shows them). */
function violations(res: LightMyRequestResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of (res.json() as { violations: { property: string; message: string }[] }).violations) {
    out[v.property] ??= v.message;
  }
  return out;
}

const branch = { cityId: LVIV.ref, warehouseId: WAREHOUSES.lvivBranch1.ref };
const home = {
  cityId: KYIV.ref,
  cityName: 'Київ',
  street: 'вул. Хрещатик',
  house: '22',
  building: '',
  flat: '5',
  zip: '01001',
  additionalInfo: 'Домофон 5',
};

async function freshUser(name: string): Promise<string> {
  return (await registerUser(t.app, `${name}-${Math.random().toString(36).slice(2)}@example.com`)).token;
}

describe('POST /api/personal/addresses/{type}', () => {
  it('saves a department with the directory names, zip 00001, not favourite, default as the first one', async () => {
    const user = await freshUser('dept');
    const res = await call(user, 'POST', '/department', branch);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(String),
      warehouseType: 'department',
      fullAddress: 'Львів, Львівська обл., Відділення №1: вул. Городоцька, 359',
      city: { ref: LVIV.ref, fullName: LVIV.fullName },
      warehouse: { ref: WAREHOUSES.lvivBranch1.ref, number: '1' },
      zip: '00001',
      isDefault: true,
      isFavorite: false,
      isDepartmentNovaposhta: true,
      additionalInformation: '',
    });
  });

  it('saves a parcel locker under box', async () => {
    const res = await call(owner, 'POST', '/box', {
      cityId: LVIV.ref,
      warehouseId: WAREHOUSES.lvivLocker5089.ref,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ warehouseType: 'box', zip: '00001', warehouse: { number: '5089' } });
  });

  it('saves a home address with its own zip and lays out fullAddress per language', async () => {
    const res = await call(owner, 'POST', '/address', home);
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      warehouseType: 'address',
      fullAddress: 'вул. Хрещатик, буд. 22, кв. 5, Київ, Київська обл., 01001',
      city: { ref: KYIV.ref, fullName: KYIV.fullName },
      warehouse: null,
      zip: '01001',
      additionalInformation: 'Домофон 5',
      isDepartmentNovaposhta: false,
    });
    const en = await call(owner, 'GET', `/${saved.id}`, undefined, 'en');
    expect(en.json().fullAddress).toBe('вул. Хрещатик 22, apt 5, Київ, Київська обл., 01001');
  });

  it('answers 422 per field for each tab rule, in the request language', async () => {
    const empty = await call(owner, 'POST', '/department', {});
    expect(empty.statusCode).toBe(422);
    expect(violations(empty)).toEqual({
      cityId: 'Оберіть місто',
      warehouseId: 'Оберіть відділення або поштомат',
    });

    const badHome = await call(owner, 'POST', '/address', { ...home, street: 'Х', house: ' ', zip: '0100' });
    expect(violations(badHome)).toEqual({
      street: 'Мінімум 2 символи',
      house: "Обов'язкове поле",
      zip: 'Індекс має складатися з 5 цифр',
    });
    const enZip = await call(owner, 'POST', '/address', { ...home, zip: '0100A' }, 'en');
    expect(violations(enZip)).toEqual({ zip: 'The postcode must be 5 digits' });
    const noZip = await call(owner, 'POST', '/address', { ...home, zip: '' });
    expect(violations(noZip)).toEqual({ zip: "Обов'язкове поле" });
    const longInfo = await call(owner, 'POST', '/address', { ...home, additionalInfo: 'я'.repeat(251) });
    expect(Object.keys(violations(longInfo))).toEqual(['additionalInfo']);
  });

  it('rejects an unknown type in the path', async () => {
    const res = await call(owner, 'POST', '/courier', branch);
    expect(res.statusCode).toBe(422);
  });

  it('checks the picks against the directory: unknown city, warehouse of another city, kind or closed to customers', async () => {
    const unknownCity = await call(owner, 'POST', '/department', { ...branch, cityId: 'no-such-city' });
    expect(unknownCity.statusCode).toBe(422);
    expect(violations(unknownCity)).toEqual({
      cityId: 'Такого міста немає в довіднику Нової пошти. Оберіть місто зі списку',
    });
    const otherCity = await call(owner, 'POST', '/department', {
      cityId: KYIV.ref,
      warehouseId: WAREHOUSES.lvivBranch1.ref,
    });
    expect(violations(otherCity)).toEqual({
      warehouseId: 'Оберіть відділення або поштомат зі списку для цього міста',
    });
    const lockerAsBranch = await call(owner, 'POST', '/department', {
      cityId: LVIV.ref,
      warehouseId: WAREHOUSES.lvivLocker5089.ref,
    });
    expect(Object.keys(violations(lockerAsBranch))).toEqual(['warehouseId']);
    const residentsOnly = await call(owner, 'POST', '/box', {
      cityId: LVIV.ref,
      warehouseId: WAREHOUSES.lvivResidentsLocker.ref,
    });
    expect(Object.keys(violations(residentsOnly))).toEqual(['warehouseId']);
    const homeUnknownCity = await call(owner, 'POST', '/address', { ...home, cityId: 'nope' });
    expect(Object.keys(violations(homeUnknownCity))).toEqual(['cityId']);
  });
});

describe('a home address names a city of the Nova Poshta directory (homeCityError, issue 13)', () => {
  const atlantis = { ...home, cityId: undefined, cityName: 'Atlantis' };

  it('answers 422 on cityId for a typed city, in the request language, and saves nothing', async () => {
    const user = await freshUser('atlantis');
    const uk = await call(user, 'POST', '/address', atlantis);
    expect(uk.statusCode).toBe(422);
    expect(violations(uk)).toEqual({
      cityId: 'Оберіть місто зі списку Нової пошти: почніть вводити назву та виберіть підказку',
    });
    const en = await call(user, 'POST', '/address', { ...atlantis, cityId: '' }, 'en');
    expect(violations(en)).toEqual({
      cityId: 'Choose the city from the Nova Poshta list: start typing its name and pick a suggestion',
    });
    const ro = await call(user, 'POST', '/address', atlantis, 'ro');
    expect(violations(ro).cityId).toBe(
      'Alegeți orașul din lista Nova Poshta: începeți să tastați numele și alegeți o sugestie',
    );
    const none = await call(user, 'POST', '/address', { ...atlantis, cityName: '' }, 'ru');
    expect(violations(none)).toEqual({ cityId: 'Выберите город' });
    expect((await call(user, 'GET', '')).json().items).toEqual([]);
  });

  it('keeps a home address saved before the rule readable; saving it again needs a city from the list', async () => {
    const email = `legacy-home-${Math.random().toString(36).slice(2)}@example.com`;
    const user = (await registerUser(t.app, email)).token;
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    // As the address book stored a typed city before issue 13: no directory ref.
    const [legacy] = await t.db
      .insert(userAddresses)
      .values({
        userId: account!.id,
        type: 'address',
        cityRef: null,
        cityName: 'Ірпінь',
        street: 'вул. Садова',
        house: '3',
        zip: '08200',
        fullAddress: 'вул. Садова, буд. 3, Ірпінь, 08200',
      })
      .returning({ id: userAddresses.id });
    const list = await call(user, 'GET', '');
    expect(list.json().items).toMatchObject([
      {
        id: legacy!.id,
        city: { ref: null, fullName: 'Ірпінь' },
        fullAddress: 'вул. Садова, буд. 3, Ірпінь, 08200',
      },
    ]);
    const asBefore = {
      ...home,
      cityId: null,
      cityName: 'Ірпінь',
      street: 'вул. Садова',
      house: '3',
      zip: '08200',
    };
    const resaved = await call(user, 'PUT', `/update/${legacy!.id}`, { type: 'address', ...asBefore });
    expect(violations(resaved)).toEqual({
      cityId: 'Оберіть місто зі списку Нової пошти: почніть вводити назву та виберіть підказку',
    });
    const picked = await call(user, 'PUT', `/update/${legacy!.id}`, {
      type: 'address',
      ...asBefore,
      cityId: KYIV.ref,
    });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().city).toEqual({ ref: KYIV.ref, fullName: KYIV.fullName });
  });
});

describe('default and favourite', () => {
  it('keeps one default per customer: a new default clears the old one', async () => {
    const user = await freshUser('defaults');
    const first = (await call(user, 'POST', '/department', branch)).json();
    const second = (await call(user, 'POST', '/address', home)).json();
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);

    const third = (
      await call(user, 'POST', '/box', {
        cityId: LVIV.ref,
        warehouseId: WAREHOUSES.lvivLocker5089.ref,
        isDefault: true,
      })
    ).json();
    expect(third.isDefault).toBe(true);
    const list = (await call(user, 'GET', '')).json().items as { id: string; isDefault: boolean }[];
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.id]);
    expect(list[0]!.id).toBe(third.id);

    const moved = await call(user, 'PUT', `/update/${second.id}`, {
      type: 'address',
      ...home,
      isDefault: true,
    });
    expect(moved.json().isDefault).toBe(true);
    const after = (await call(user, 'GET', '')).json().items as { id: string; isDefault: boolean }[];
    expect(after.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
  });

  it('toggles favourite on and off; an update keeps it', async () => {
    const user = await freshUser('fav');
    const saved = (await call(user, 'POST', '/department', branch)).json();
    const on = await call(user, 'POST', `/favorite/${saved.id}/toggle`);
    expect(on.statusCode).toBe(200);
    expect(on.json().isFavorite).toBe(true);
    const updated = await call(user, 'PUT', `/update/${saved.id}`, { type: 'department', ...branch });
    expect(updated.json().isFavorite).toBe(true);
    const off = await call(user, 'POST', `/favorite/${saved.id}/toggle`);
    expect(off.json().isFavorite).toBe(false);
  });
});

describe('update, deactivate, list modes', () => {
  it('an update may move the address to another tab; the zip follows the type', async () => {
    const user = await freshUser('update');
    const saved = (await call(user, 'POST', '/department', branch)).json();
    const res = await call(user, 'PUT', `/update/${saved.id}`, { type: 'address', ...home });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: saved.id,
      warehouseType: 'address',
      zip: '01001',
      warehouse: null,
    });
    const bad = await call(user, 'PUT', `/update/${saved.id}`, { type: 'address', ...home, street: '' });
    expect(violations(bad)).toEqual({ street: "Обов'язкове поле" });
    const noType = await call(user, 'PUT', `/update/${saved.id}`, branch);
    expect(violations(noType)).toEqual({ type: 'Оберіть значення зі списку' });
    // Nothing of the failed saves was written.
    expect((await call(user, 'GET', `/${saved.id}`)).json()).toMatchObject({ street: 'вул. Хрещатик' });
  });

  it('deactivates (404 afterwards, gone from the list) and hands the default to another address', async () => {
    const user = await freshUser('deactivate');
    const first = (await call(user, 'POST', '/department', branch)).json();
    const second = (await call(user, 'POST', '/address', home)).json();
    const res = await call(user, 'PATCH', `/deactivate/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: first.id });
    expect((await call(user, 'GET', `/${first.id}`)).statusCode).toBe(404);
    expect((await call(user, 'PATCH', `/deactivate/${first.id}`)).statusCode).toBe(404);
    expect(
      (await call(user, 'PUT', `/update/${first.id}`, { type: 'department', ...branch })).statusCode,
    ).toBe(404);
    const items = (await call(user, 'GET', '')).json().items as { id: string; isDefault: boolean }[];
    expect(items).toEqual([expect.objectContaining({ id: second.id, isDefault: true })]);
  });

  it('lists by mode: all, department, box, address', async () => {
    const user = await freshUser('modes');
    await call(user, 'POST', '/department', branch);
    await call(user, 'POST', '/box', { cityId: LVIV.ref, warehouseId: WAREHOUSES.lvivLocker5089.ref });
    await call(user, 'POST', '/address', home);
    const types = async (mode?: string) =>
      ((await call(user, 'GET', mode ? `?mode=${mode}` : '')).json().items as { warehouseType: string }[])
        .map((a) => a.warehouseType)
        .sort();
    expect(await types()).toEqual(['address', 'box', 'department']);
    expect(await types('all')).toEqual(['address', 'box', 'department']);
    expect(await types('department')).toEqual(['department']);
    expect(await types('box')).toEqual(['box']);
    expect(await types('address')).toEqual(['address']);
    expect((await call(user, 'GET', '?mode=courier')).statusCode).toBe(422);
  });

  it('an empty book lists nothing', async () => {
    const user = await freshUser('empty');
    expect((await call(user, 'GET', '')).json()).toEqual({ items: [] });
  });
});

describe('ownership and authentication', () => {
  it("answers 404 for another customer's address on every route and changes nothing", async () => {
    const mine = (await call(owner, 'POST', '/department', branch)).json();
    const id = mine.id as string;
    expect((await call(stranger, 'GET', `/${id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `/update/${id}`, { type: 'address', ...home })).statusCode).toBe(404);
    expect((await call(stranger, 'PATCH', `/deactivate/${id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/favorite/${id}/toggle`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '')).json().items).toEqual([]);
    const still = await call(owner, 'GET', `/${id}`);
    expect(still.json()).toMatchObject({ warehouseType: 'department', isFavorite: false });
    const notFound = await call(stranger, 'GET', `/${id}`);
    expect(notFound.json()).toEqual({ errorDescription: 'Не знайдено.' });
  });

  it('answers 404 for a malformed id', async () => {
    expect((await call(owner, 'GET', '/not-a-uuid')).statusCode).toBe(404);
    expect((await call(owner, 'PATCH', '/deactivate/123')).statusCode).toBe(404);
  });

  it('answers 401 without a session on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', ''],
      ['GET', `/${id}`],
      ['POST', '/department'],
      ['PUT', `/update/${id}`],
      ['PATCH', `/deactivate/${id}`],
      ['POST', `/favorite/${id}/toggle`],
    ] as const) {
      const res = await call(null, method, url, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
