export { countryShopsFeature } from './routes.js';
