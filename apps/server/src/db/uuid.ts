const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are uuids: anything else cannot name a row, and must not reach a uuid column as text
 * (PostgreSQL refuses the cast, which would answer 500 instead of 404).
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
