export { stockAddressesFeature } from './routes.js';
