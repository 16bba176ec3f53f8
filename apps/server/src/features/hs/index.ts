export { hsFeature } from './routes.js';
