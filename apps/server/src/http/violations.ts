import { toViolations, type Locale } from '@posylka/domain';
import type { Violation } from '@posylka/contract';
import type { z } from 'zod';

/**
 * The one place the server turns zod issues into 422 violations: Symfony-style property paths
 * (`items[0].name`) and messages from the domain catalogue in the request's language.
 */
export function issuesToViolations(issues: readonly z.core.$ZodIssue[], locale: Locale): Violation[] {
  return toViolations(issues, locale);
}
