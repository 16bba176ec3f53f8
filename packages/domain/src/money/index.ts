// Exact money arithmetic (decimal.js, never binary floats), rates through UAH and display formatting.
export * from './currency.js';
export { MONEY_DECIMALS, MoneyError, roundAmount, type DecimalInput } from './decimal.js';
export * from './money.js';
export * from './rates.js';
export * from './format.js';
