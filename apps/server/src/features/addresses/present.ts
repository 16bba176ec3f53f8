import type { UserAddress } from '@posylka/contract';
import { formatFullAddress, type DeliveryType, type Locale } from '@posylka/domain';
import type { UserAddressRow } from '../../db/schema/index.js';

/** A stored row as SPEC §3 Address, with fullAddress laid out in the request's language. */
export function presentAddress(row: UserAddressRow, locale: Locale): UserAddress {
  const type = row.type as DeliveryType;
  const warehouse =
    type !== 'address' && row.warehouseRef
      ? {
          ref: row.warehouseRef,
          number: row.warehouseNumber ?? '',
          description: row.warehouseDescription ?? '',
        }
      : null;
  return {
    id: row.id,
    warehouseType: type,
    fullAddress: formatFullAddress(
      {
        type,
        cityName: row.cityName,
        warehouseDescription: row.warehouseDescription,
        street: row.street,
        house: row.house,
        building: row.building,
        flat: row.flat,
        zip: row.zip,
      },
      locale,
    ),
    city: { ref: row.cityRef, fullName: row.cityName },
    warehouse,
    street: row.street,
    house: row.house,
    building: row.building,
    flat: row.flat,
    zip: row.zip,
    additionalInformation: row.additionalInfo,
    isDefault: row.isDefault,
    isFavorite: row.isFavorite,
    isDepartmentNovaposhta: type !== 'address',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
