import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.js';
import { SHIPMENT_STATE_NAMES, shipmentStateName } from './state-names.js';
import { SHIPMENT_STATES } from './states.js';

describe('the parcel states as the customer reads them (one wording for pages, alerts and e-mails)', () => {
  it('names every state in every language, each name its own within a language', () => {
    for (const locale of LOCALES) {
      const names = SHIPMENT_STATES.map((state) => SHIPMENT_STATE_NAMES[locale][state]);
      expect(names.every((name) => typeof name === 'string' && name.trim() !== '')).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(shipmentStateName('handed_to_np', 'uk')).toBe('Передано Новій пошті');
  });

  it("shows a newer release's state code as it is instead of failing", () => {
    expect(shipmentStateName('lost_in_space', 'en')).toBe('lost_in_space');
  });
});
