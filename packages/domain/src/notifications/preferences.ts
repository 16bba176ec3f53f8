// Which channels one message goes to. The customer's settings are stored as exceptions to the
// defaults (every channel on); a locked group's e-mail cannot be switched off.
import {
  isLockedGroup,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationGroup,
} from './events.js';

export interface NotificationSetting {
  group: NotificationGroup;
  channel: NotificationChannel;
  enabled: boolean;
}

/** Where the customer can be reached right now: a confirmed address, a linked chat, a verified phone. */
export interface Reachability {
  email: boolean;
  telegram: boolean;
  sms: boolean;
}

/** Whether the customer receives `group` on `channel` with these settings (defaults: on). */
export function isChannelOn(
  settings: readonly NotificationSetting[],
  group: NotificationGroup,
  channel: NotificationChannel,
): boolean {
  if (channel === 'email' && isLockedGroup(group)) return true;
  const row = settings.find((s) => s.group === group && s.channel === channel);
  return row ? row.enabled : true;
}

/**
 * The channels of one event for one customer. E-mail goes wherever there is an address and the group
 * is on; Telegram to a linked chat (never the secret-link account mails); SMS only for what must not
 * be missed, to a verified phone.
 */
export function channelsFor(
  event: NotificationEvent,
  settings: readonly NotificationSetting[],
  reach: Reachability,
): NotificationChannel[] {
  const spec = NOTIFICATION_EVENTS[event];
  const out: NotificationChannel[] = [];
  if (reach.email && isChannelOn(settings, spec.group, 'email')) out.push('email');
  const emailOnly = 'emailOnly' in spec && spec.emailOnly;
  if (!emailOnly && reach.telegram && isChannelOn(settings, spec.group, 'telegram')) out.push('telegram');
  if (spec.sms && reach.sms && isChannelOn(settings, spec.group, 'sms')) out.push('sms');
  return out;
}
