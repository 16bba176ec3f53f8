export { seedStockAddresses } from './seed-stock-addresses.js';
export { STOCK_ADDRESSES } from './addresses.js';
