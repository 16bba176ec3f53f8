// Delivery addresses: types, new-address forms, the address select (saved uuid or the "new" option, SPEC -1), locker cap (SPEC §3/§5).
export * from './limits.js';
export * from './schemas.js';
export * from './locker.js';
export * from './empty-forms.js';
export * from './saved.js';
