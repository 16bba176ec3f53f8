// The buy-out order page /buyout/show/{id} (issue 6): status, pay, edit, cancel, documents, prices, products.
export { BuyoutShowPage } from './buyout-show.js';
export { loadBuyoutShow, type BuyoutShowData } from './load-show-page.js';
