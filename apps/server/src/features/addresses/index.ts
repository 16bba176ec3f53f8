import { npDirectory } from './directory.js';
import { addressesFeature as buildAddressesFeature } from './routes.js';

/** The address book under /api/personal/addresses, checking picks against the Nova Poshta directory. */
export const addressesFeature = buildAddressesFeature(npDirectory);
export type { DirectoryLookup } from './directory.js';
