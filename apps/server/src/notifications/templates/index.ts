// Every event's template, checked complete against the domain's list of events.
import type { NotificationEvent } from '@posylka/domain';
import { accountTemplates } from './account.js';
import { buyoutTemplates } from './buyout.js';
import { moneyTemplates } from './money.js';
import { parcelTemplates } from './parcels.js';
import { reminderTemplates } from './reminders.js';
import type { EventTemplate } from './types.js';

export const TEMPLATES: Record<NotificationEvent, EventTemplate> = {
  ...accountTemplates,
  ...parcelTemplates,
  ...buyoutTemplates,
  ...moneyTemplates,
  ...reminderTemplates,
};

export { layoutEmail, layoutSms, layoutTelegram, siteUrl } from './layout.js';
export type { EventTemplate, NotificationParams, Worded } from './types.js';
