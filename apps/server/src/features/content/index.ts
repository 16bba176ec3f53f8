export { contentFeature } from './routes.js';
