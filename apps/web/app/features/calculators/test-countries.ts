// The fixture lives in app/test so other features' tests (the tariffs page) share it.
export { wireCountries } from '../../test/wire-countries.js';
