// Price list of SPEC §9: weight steps of 0.5 kg, tariff bands per warehouse, price in UAH.
export * from './price-list.js';
export * from './messages.js';
