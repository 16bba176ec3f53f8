import { ACCOUNT_SECURITY_MESSAGES } from './messages/account-security.js';
import { BUYOUT_MESSAGES } from './messages/buyout.js';
import { CONTACT_MESSAGES } from './messages/contact.js';
import { FILES_ACCOUNTS_MESSAGES } from './messages/files-accounts.js';
import { FORWARDING_MESSAGES } from './messages/forwarding.js';
import { GENERIC_MESSAGES } from './messages/generic.js';
import { IDENTITY_MESSAGES } from './messages/identity.js';
import { LIFECYCLE_MESSAGES } from './messages/lifecycle.js';
import { NOTIFICATION_MESSAGES } from './messages/notifications.js';
import { PARCEL_RULES_MESSAGES } from './messages/parcel-rules.js';
import { PROMO_MESSAGES } from './messages/promo.js';
import type { LocalizedMessage } from './messages/types.js';

/**
 * Every validation message by code, in all five interface languages. Schemas put these codes on
 * their issues; the server (422 violations) and the web forms translate them with the same catalogue.
 */
export const MESSAGES = {
  ...GENERIC_MESSAGES,
  ...FORWARDING_MESSAGES,
  ...CONTACT_MESSAGES,
  ...IDENTITY_MESSAGES,
  ...BUYOUT_MESSAGES,
  ...FILES_ACCOUNTS_MESSAGES,
  ...LIFECYCLE_MESSAGES,
  ...PARCEL_RULES_MESSAGES,
  ...PROMO_MESSAGES,
  ...NOTIFICATION_MESSAGES,
  ...ACCOUNT_SECURITY_MESSAGES,
} satisfies Record<string, LocalizedMessage>;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}
