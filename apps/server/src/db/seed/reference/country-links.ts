import type { CountryCode } from '@posylka/domain';

/**
 * The usual ending of shop domains in each country (SPEC §3 Country.domain): US shops live on .com,
 * British ones on .co.uk, and so on. The catalogue uses it to tell which country a shop link is from.
 */
export const SHOP_DOMAINS: Readonly<Record<CountryCode, string>> = {
  US: '.com',
  CN: '.cn',
  GB: '.co.uk',
  DE: '.de',
  IT: '.it',
  PL: '.pl',
  FR: '.fr',
  ES: '.es',
  CZ: '.cz',
  TR: '.com.tr',
  CA: '.ca',
  LV: '.lv',
  LT: '.lt',
  HU: '.hu',
  SK: '.sk',
  RO: '.ro',
  EE: '.ee',
  JP: '.co.jp',
  KR: '.co.kr',
  AU: '.com.au',
};

/** SPEC §2 catalogue: "/catalog/ followed by ... buy-{country code lowercase}" lists the country's shops. */
export function catalogueLink(code: CountryCode): string {
  return `/catalog/buy-${code.toLowerCase()}`;
}
