export { CountryFlag } from './country-flag.js';
