export { extraFeature } from './routes.js';
