import './home.css';
export { Hero } from './hero.js';
export { Services } from './services.js';
export { CountriesGrid } from './countries-grid.js';
