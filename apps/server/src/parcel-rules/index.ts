export { loadParcelFacts, parcelBlockers } from './facts.js';
export { isPhoneVerifiedBy } from './phone.js';
