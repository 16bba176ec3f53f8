export { accountFeature } from './routes.js';
