export { dictionaryFeature } from './routes.js';
