import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { exportDocumentKinds, needsCustomsDocuments, needsExportDocuments } from './documents.js';

const limit = money('150', 'EUR');

describe('SPEC §2 "Documents exists only when the taxable total exceeds the country\'s customs limit"', () => {
  it('150.00 EUR needs no documents, 150.01 EUR does', () => {
    expect(needsCustomsDocuments(money('150.00', 'EUR'), limit)).toBe(false);
    expect(needsCustomsDocuments(money('150.01', 'EUR'), limit)).toBe(true);
  });
});

describe('SPEC §9 "export documents above 1000 EUR" for listed countries', () => {
  it('Poland at 1000.00 EUR: no; at 1000.01 EUR: yes', () => {
    const pl = { exportDocumentsCountry: true };
    expect(needsExportDocuments(money('1000.00', 'EUR'), pl)).toBe(false);
    expect(needsExportDocuments(money('1000.01', 'EUR'), pl)).toBe(true);
  });

  it('a country that is not listed never asks for export documents', () => {
    expect(needsExportDocuments(money('5000', 'EUR'), { exportDocumentsCountry: false })).toBe(false);
  });

  it('"Poland: statement, powers, power-of-attorney letter"', () => {
    expect(exportDocumentKinds('PL')).toEqual(['statement', 'powers', 'power_attorney']);
    expect(exportDocumentKinds('DE')).toEqual([]);
  });
});
