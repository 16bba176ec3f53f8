// Issue 16: every message the service sends a customer, by event. The event decides its group (what
// the customer can turn off per channel) and whether it is also worth an SMS (what must not be
// missed). Account and money messages cannot be turned off: a reset link or a refund the customer
// never hears of is a support case, not a preference.

export const NOTIFICATION_CHANNELS = ['email', 'telegram', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_GROUPS = ['account', 'money', 'parcels', 'buyout', 'reminders'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** Groups whose messages always go out by e-mail whatever the settings say. */
export const LOCKED_GROUPS: readonly NotificationGroup[] = ['account', 'money'];

export interface NotificationEventSpec {
  group: NotificationGroup;
  /** Sent by SMS too (to a verified phone), unless the customer turned SMS off for the group. */
  sms: boolean;
  /** Only e-mail: the message carries a secret link for the address it is sent to. */
  emailOnly?: boolean;
}

export const NOTIFICATION_EVENTS = {
  // Account
  'account.email_verification': { group: 'account', sms: false, emailOnly: true },
  'account.password_reset': { group: 'account', sms: false, emailOnly: true },
  'account.password_changed': { group: 'account', sms: false },
  'account.email_change_requested': { group: 'account', sms: false, emailOnly: true },
  'account.email_changed': { group: 'account', sms: false, emailOnly: true },
  // Parcels (forwarding): the declaration, every state of the lifecycle, the held reasons, the waybill.
  'parcel.declared': { group: 'parcels', sms: false },
  'parcel.state': { group: 'parcels', sms: false },
  'parcel.held': { group: 'parcels', sms: true },
  'parcel.waybill': { group: 'parcels', sms: true },
  // Buy-out
  'buyout.price_question': { group: 'buyout', sms: false },
  'buyout.bought': { group: 'buyout', sms: false },
  'buyout.arrived': { group: 'buyout', sms: false },
  'buyout.overdue': { group: 'buyout', sms: false },
  // Money
  'money.payment_succeeded': { group: 'money', sms: false },
  'money.payment_failed': { group: 'money', sms: false },
  'money.refund': { group: 'money', sms: false },
  'money.surcharge': { group: 'money', sms: false },
  // Reminders
  'reminder.storage': { group: 'reminders', sms: false },
  'reminder.documents': { group: 'reminders', sms: false },
} as const satisfies Record<string, NotificationEventSpec>;

export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;

export const isNotificationEvent = (value: string): value is NotificationEvent =>
  Object.hasOwn(NOTIFICATION_EVENTS, value);

export const isLockedGroup = (group: NotificationGroup): boolean => LOCKED_GROUPS.includes(group);
