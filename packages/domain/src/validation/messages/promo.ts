import type { LocalizedMessage } from './types.js';

/**
 * Promo code messages on `promoCode` (SPEC §8 "promo invalid; promo category-restricted", §4 "A used
 * code shows a 'used' state"); the same words on the check's `message`, the 422 and the web forms.
 */
export const PROMO_MESSAGES = {
  'promoCode.invalid': {
    uk: 'Промокод недійсний або термін його дії минув',
    ru: 'Промокод недействителен или срок его действия истёк',
    en: 'The promo code is invalid or has expired',
    ro: 'Codul promoțional este invalid sau a expirat',
    eng: 'The promo code is invalid or has expired',
  },
  'promoCode.categoryRestricted': {
    uk: 'Промокод не діє для категорій товарів у цьому замовленні',
    ru: 'Промокод не действует для категорий товаров в этом заказе',
    en: 'The promo code does not apply to the product categories in this order',
    ro: 'Codul promoțional nu se aplică categoriilor de produse din această comandă',
    eng: 'The promo code does not apply to the product categories in this order',
  },
  'promoCode.used': {
    uk: 'Ви вже використали цей промокод в іншому замовленні',
    ru: 'Вы уже использовали этот промокод в другом заказе',
    en: 'You have already used this promo code on another order',
    ro: 'Ați folosit deja acest cod promoțional într-o altă comandă',
    eng: 'You have already used this promo code on another order',
  },
  'promoCode.usedUp': {
    uk: 'Цей промокод уже використали максимальну кількість разів',
    ru: 'Этот промокод уже использовали максимальное количество раз',
    en: 'This promo code has been used the maximum number of times',
    ro: 'Acest cod promoțional a fost folosit de numărul maxim de ori',
    eng: 'This promo code has been used the maximum number of times',
  },
} satisfies Record<string, LocalizedMessage>;
