import { translateMessage, type Locale } from '@posylka/domain';
import { fieldError } from '../../http/errors.js';

/** Throws 422 on `token` unless the stored link exists, is unused and has not expired. */
export function assertTokenUsable<T extends { expiresAt: Date; usedAt: Date | null }>(
  row: T | undefined,
  now: Date,
  locale: Locale,
): asserts row is T {
  const problem = !row
    ? 'accountToken.invalid'
    : row.usedAt
      ? 'accountToken.used'
      : row.expiresAt <= now
        ? 'accountToken.expired'
        : null;
  if (problem) throw fieldError('token', translateMessage(problem, {}, locale));
}
