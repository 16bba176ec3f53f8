import type { Violation } from '@posylka/contract';
import {
  SAVED_ADDRESS_ZIP,
  formatFullAddress,
  savedAddressInputSchema,
  toViolations,
  translateMessage,
  type DeliveryType,
  type Locale,
  type MessageCode,
  type SavedAddress,
} from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import type { DirectoryLookup } from './directory.js';
import type { AddressValues } from './repository.js';

function invalid(violations: Violation[]): HttpError {
  return new HttpError(422, 'validationFailed', {}, violations);
}

function violation(property: string, code: MessageCode, locale: Locale): Violation {
  return { property, message: translateMessage(code, {}, locale) };
}

/**
 * The domain's form rules for the tab: the same schema and messages the web form uses. `type` comes
 * from the path on create; on update the body carries it (an address may move to another tab).
 */
export function parseAddressInput(
  body: unknown,
  type: DeliveryType | undefined,
  locale: Locale,
): SavedAddress {
  const fields = typeof body === 'object' && body !== null ? body : {};
  const input = type === undefined ? fields : { ...fields, type };
  const parsed = savedAddressInputSchema.safeParse(input);
  if (!parsed.success) throw invalid(toViolations(parsed.error.issues, locale));
  return parsed.data;
}

/**
 * Turns a valid form into stored values, checking the picks against the Nova Poshta directory: the
 * city must exist (for every tab, home included), and the warehouse must be in that city, of the
 * tab's kind and offered to customers. A mismatch is the user's (stale page, edited request), so it
 * is a 422 on the field.
 */
export async function resolveAddress(
  db: Database,
  directory: DirectoryLookup,
  input: SavedAddress,
  locale: Locale,
): Promise<AddressValues> {
  if (input.type === 'address') {
    // Issue 13: a home address names a directory city (the schema requires cityId); the stored name
    // is the directory's, whatever display name the client sent.
    const city = await directory.city(db, input.cityId);
    if (!city) throw invalid([violation('cityId', 'address.cityUnknown', locale)]);
    const values = {
      type: input.type,
      cityRef: city.ref,
      cityName: city.fullName,
      warehouseRef: null,
      warehouseNumber: null,
      warehouseDescription: null,
      street: input.street,
      house: input.house,
      building: input.building,
      flat: input.flat,
      zip: input.zip,
      additionalInfo: input.additionalInfo,
    };
    return { ...values, fullAddress: formatFullAddress(values, 'uk') };
  }

  const [city, warehouse] = await Promise.all([
    directory.city(db, input.cityId),
    directory.warehouse(db, input.warehouseId),
  ]);
  if (!city) throw invalid([violation('cityId', 'address.cityUnknown', locale)]);
  if (
    !warehouse ||
    warehouse.cityRef !== city.ref ||
    warehouse.type !== input.type ||
    !warehouse.selectable
  ) {
    throw invalid([violation('warehouseId', 'address.warehouseMismatch', locale)]);
  }
  const values = {
    type: input.type,
    cityRef: city.ref,
    cityName: city.fullName,
    warehouseRef: warehouse.ref,
    warehouseNumber: warehouse.number,
    warehouseDescription: warehouse.description,
    street: '',
    house: '',
    building: '',
    flat: '',
    // "Saved addresses get zip 00001" (SPEC §3): Nova Poshta routes by warehouse, not by postcode.
    zip: SAVED_ADDRESS_ZIP,
    additionalInfo: '',
  };
  return { ...values, fullAddress: formatFullAddress({ ...values, cityName: city.fullName }, 'uk') };
}
