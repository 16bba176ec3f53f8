export { loyaltyFeature } from './routes.js';
export { addLoyaltyEntry, loyaltyTotals } from './repository.js';
