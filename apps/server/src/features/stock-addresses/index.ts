export { stockAddressesFeature } from './routes.js';
// The customer's default warehouse of a country (set-default-stock): the address their labels carry,
// which receiving takes as the warehouse that got the parcel (features/admin/receive.ts).
export { chosenPlaceId as customerDefaultStock } from './repository.js';
