/** Kinds of lines in a warehouse address; each has a label in every interface language. */
export const STOCK_ADDRESS_LINE_KINDS = [
  'fullName',
  'address1',
  'address2',
  'city',
  'state',
  'region',
  'county',
  'prefecture',
  'zip',
  'postcode',
  'country',
  'phone',
] as const;
export type StockAddressLineKind = (typeof STOCK_ADDRESS_LINE_KINDS)[number];

/** Placeholders in a stored address line, filled per customer. */
export const CUSTOMER_NAME_PLACEHOLDER = '{name}';
export const CUSTOMER_CODE_PLACEHOLDER = '{code}';

/**
 * A line that carries the customer's name or code is the one a shop order must copy exactly: the
 * warehouse matches an arriving parcel to its owner by it, so the page highlights it.
 */
export function carriesCustomer(template: string): boolean {
  return template.includes(CUSTOMER_NAME_PLACEHOLDER) || template.includes(CUSTOMER_CODE_PLACEHOLDER);
}

export function fillAddressLine(template: string, customer: { name: string; code: string }): string {
  return template
    .replaceAll(CUSTOMER_NAME_PLACEHOLDER, customer.name)
    .replaceAll(CUSTOMER_CODE_PLACEHOLDER, customer.code);
}
