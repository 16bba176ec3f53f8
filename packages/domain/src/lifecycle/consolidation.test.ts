import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.js';
import { money } from '../money/money.js';
import { translateMessage } from '../validation/translate.js';
import {
  CONSOLIDATION_MESSAGE_CODES,
  consolidationExceedsLimit,
  consolidationViolations,
  type ConsolidationCandidate,
} from './consolidation.js';
import { consolidationNotice, transitionRefusalMessage } from './messages.js';

const parcel = (id: string, over: Partial<ConsolidationCandidate> = {}): ConsolidationCandidate => ({
  id,
  countryCode: 'US',
  shipmentState: 'at_warehouse',
  ...over,
});

describe('consolidation request (issue 5: "more than one arrived shipment from one country, the Yes agreement")', () => {
  it('two parcels of one country at the warehouse with "Yes": no violations', () => {
    expect(consolidationViolations({ orders: [parcel('a'), parcel('b')], agreement: true })).toEqual([]);
  });

  it('one parcel, or the same parcel twice, is too few', () => {
    expect(consolidationViolations({ orders: [parcel('a')], agreement: true })).toEqual([
      { property: 'orderIds', code: 'too_few' },
    ]);
    expect(consolidationViolations({ orders: [parcel('a'), parcel('a')], agreement: true })).toEqual([
      { property: 'orderIds', code: 'too_few' },
    ]);
  });

  it('parcels from two countries', () => {
    expect(
      consolidationViolations({ orders: [parcel('a'), parcel('b', { countryCode: 'DE' })], agreement: true }),
    ).toEqual([{ property: 'orderIds', code: 'mixed_countries' }]);
  });

  it('a parcel not at the warehouse is named by its index', () => {
    expect(
      consolidationViolations({
        orders: [
          parcel('a'),
          parcel('b', { shipmentState: 'paused' }),
          parcel('c', { shipmentState: 'declared' }),
        ],
        agreement: true,
      }),
    ).toEqual([
      { property: 'orderIds[1]', code: 'not_at_warehouse' },
      { property: 'orderIds[2]', code: 'not_at_warehouse' },
    ]);
  });

  it('no "Yes" to the terms, and everything wrong at once', () => {
    expect(consolidationViolations({ orders: [parcel('a'), parcel('b')], agreement: false })).toEqual([
      { property: 'agreement', code: 'agreement' },
    ]);
    expect(
      consolidationViolations({ orders: [parcel('a', { shipmentState: 'received' })], agreement: false }).map(
        (v) => v.code,
      ),
    ).toEqual(['too_few', 'not_at_warehouse', 'agreement']);
  });

  it('every violation has its message in all five locales', () => {
    for (const code of Object.values(CONSOLIDATION_MESSAGE_CODES)) {
      for (const locale of LOCALES) {
        const text = translateMessage(code, {}, locale);
        expect(text, `${code} ${locale}`).not.toBe(translateMessage('invalid', {}, locale));
        expect(text.length).toBeGreaterThan(10);
      }
    }
    expect(translateMessage('consolidation.mixedCountries', {}, 'en')).toBe(
      'Only parcels from one country can be consolidated',
    );
  });
});

describe('SPEC §8 "warning when the sum exceeds the customs limit, asking to continue"', () => {
  const limit = money('150', 'EUR');

  it('100 + 50 EUR is at the 150 EUR limit, not over it; 100 + 50.01 is over', () => {
    expect(consolidationExceedsLimit([{ itemsTotalEur: '100' }, { itemsTotalEur: '50' }], limit)).toBe(false);
    expect(consolidationExceedsLimit([{ itemsTotalEur: '100' }, { itemsTotalEur: '50.01' }], limit)).toBe(
      true,
    );
  });

  it('0.1 + 0.2 sums exactly (no float error at the edge)', () => {
    expect(
      consolidationExceedsLimit([{ itemsTotalEur: '0.1' }, { itemsTotalEur: '0.2' }], money('0.3', 'EUR')),
    ).toBe(false);
  });

  it('a limit not in EUR is a programming error', () => {
    expect(() => consolidationExceedsLimit([], money('150', 'USD'))).toThrow(/EUR/);
  });
});

describe('texts of the lifecycle', () => {
  it('SPEC §8 consolidation notices, with the limit in the warning', () => {
    expect(consolidationNotice('success', 'en')).toBe('Orders has been consolidated');
    expect(consolidationNotice('error', 'en')).toBe('Oops, something went wrong');
    expect(consolidationNotice('overLimit', 'uk', { limit: '150 €' })).toContain('150 €');
  });

  it('every refusal reads in every locale', () => {
    const reasons = [
      'not_allowed_from_state',
      'actor_not_allowed',
      'pause_used',
      'waybill_required',
      'country_not_accepting',
    ] as const;
    for (const reason of reasons) {
      for (const locale of LOCALES)
        expect(transitionRefusalMessage(reason, locale).length).toBeGreaterThan(10);
    }
    expect(transitionRefusalMessage('pause_used', 'uk')).toBe('Посилку можна призупинити лише один раз');
  });
});
