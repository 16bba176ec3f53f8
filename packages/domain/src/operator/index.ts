// The operator console's own rules (issue 5): user roles, the moves an operator makes, what
// receiving a parcel measures and which photos the warehouse may attach.
export * from './roles.js';
export * from './events.js';
export * from './measurements.js';
export * from './photos.js';
