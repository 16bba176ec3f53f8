export { referenceDataFeature } from './routes.js';
export { loadRates } from './rates-repository.js';
export { loadForwardingPercents } from './forwarding-percents.js';
