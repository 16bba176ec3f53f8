export { personalFeature } from './routes.js';
