// GET /forwarding?countryCode&orderId: SPEC §3 "Settings (forwarding)" for the wizard: the country's
// customs limit, what the customer's other orders from it add up to, the percents, the NBU rates,
// the parcel-locker cap and the currencies offered for prices (SPEC §9).
import type { ForwardingOrderSettings } from '@posylka/contract';
import { POST_BOX_LIMITS, roundAmount, translateMessage, type Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { fieldError } from '../../http/errors.js';
import { countryLimit, findCountry, loadForwardingPercents, loadRates } from './reference.js';
import { countryOrdersSumEur } from './repository.js';

export async function forwardingSettings(
  db: Database,
  userId: string,
  query: { countryCode: string; orderId?: string | undefined },
  locale: Locale,
): Promise<ForwardingOrderSettings> {
  const country = await findCountry(db, query.countryCode);
  if (!country) throw fieldError('countryCode', translateMessage('choice.invalid', {}, locale));
  const [rates, percents, sum] = await Promise.all([
    loadRates(db),
    loadForwardingPercents(db),
    countryOrdersSumEur(db, userId, country.code, query.orderId ?? null),
  ]);
  const limit = countryLimit(country);
  return {
    countryLimitPriceCustomsClearance: limit,
    countryTotalOrdersSum: { amount: roundAmount(sum), currency: limit.currency },
    percentCustomsClearance: String(percents.percentCustomsClearance),
    percentValueAddedTax: String(percents.percentValueAddedTax),
    percentFeeForService: String(percents.percentFeeForService),
    percentInsuranceServiceFee: String(percents.percentInsuranceServiceFee),
    percentGuarantee: String(percents.percentGuarantee),
    rates: { ...rates.uahPer },
    postBoxTotalLimit: { ...POST_BOX_LIMITS.maxTotal },
    currencies: [...country.formCurrencies],
  };
}
