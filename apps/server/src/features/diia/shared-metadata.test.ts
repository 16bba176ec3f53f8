// SPEC §3 "Digital-ID data: firstNameUA, lastNameUA, middleNameUA, docNumber, department,
// residenceUA, taxpayerNumber, birthday and issueDate each as {d, m, y}" read out of Diia's sharing
// metadata (shape of the public Diia acquirer SDK's sample, ID card = "internal-passport").
import { describe, expect, it } from 'vitest';
import { DIIA_SAMPLE_METADATA } from './fake-diia-server.js';
import { DiiaCallbackError } from './provider.js';
import { idCardFromMetadata, parseDiiaDate } from './shared-metadata.js';

const reason = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DiiaCallbackError ? e.reason : 'other';
  }
  return 'none';
};

describe('Diia sharing metadata', () => {
  it('maps the ID card to the digital-ID data shape', () => {
    expect(idCardFromMetadata(JSON.stringify(DIIA_SAMPLE_METADATA))).toEqual({
      firstNameUA: 'Надія',
      lastNameUA: 'Дія',
      middleNameUA: 'Володимирівна',
      docNumber: '002307001',
      department: '1263',
      residenceUA: "УКРАЇНА СМТ. ЮР'ЇВКА ДНІПРОПЕТРОВСЬКА ОБЛАСТЬ ВУЛ. ЛЕНІНА БУД. 4",
      taxpayerNumber: '1234567001',
      birthday: { d: 17, m: 1, y: 1997 },
      issueDate: { d: 12, m: 9, y: 2018 },
    });
  });

  it('reads DD.MM.YYYY dates and refuses impossible ones', () => {
    expect(parseDiiaDate('09.03.1990')).toEqual({ d: 9, m: 3, y: 1990 });
    expect(parseDiiaDate('31.02.1990')).toBeNull();
    expect(parseDiiaDate('1990-03-09')).toBeNull();
    expect(parseDiiaDate(19900309)).toBeNull();
  });

  it('refuses metadata without an ID card, with broken fields, or not JSON, naming no value', () => {
    const foreign = { documentTypes: ['foreign-passport'], data: { 'foreign-passport': {} } };
    expect(reason(() => idCardFromMetadata(JSON.stringify(foreign)))).toBe('noIdCard');
    const card = { ...DIIA_SAMPLE_METADATA.data['internal-passport'], birthday: '17/01/1997' };
    const broken = { data: { 'internal-passport': card } };
    expect(reason(() => idCardFromMetadata(JSON.stringify(broken)))).toBe('badIdCard');
    expect(reason(() => idCardFromMetadata('not json'))).toBe('badMetadata');
    try {
      idCardFromMetadata(JSON.stringify(broken));
    } catch (e) {
      expect((e as Error).message).not.toContain('002307001');
    }
  });
});
