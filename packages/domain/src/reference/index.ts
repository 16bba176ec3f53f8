// Reference data written from SPEC facts (countries, warehouses, tariffs, settings, constants, rates),
// seeded by the server and read by the web app.
export * from './types.js';
export * from './localized.js';
export * from './places.js';
export * from './tariffs.js';
export * from './delivery-separation.js';
export * from './countries.js';
export * from './settings.js';
export * from './limits.js';
export * from './timings.js';
export * from './rates-snapshot.js';
