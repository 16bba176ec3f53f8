// Delivery addresses: types, new-address forms, the address select with its -1 "new" option, locker cap (SPEC §3/§5).
export * from './limits.js';
export * from './schemas.js';
export * from './locker.js';
export * from './empty-forms.js';
export * from './saved.js';
