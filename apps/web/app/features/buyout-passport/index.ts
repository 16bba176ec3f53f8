// SPEC §2 "Buy-out documents page": passport or ID card with Diia sharing, then the finish state.
export { BuyoutPassportPage, type BuyoutPassportPageProps } from './passport-page.js';
export { loadBuyoutPassport } from './load-passport-page.js';
