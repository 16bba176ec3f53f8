// The settings page's matrix (issue 16 item 3): per group, the channels its messages can go by, each
// on or off, with the locked ones (a locked group's e-mail) marked. Built from the stored exceptions.
import { z } from 'zod';
import { issue } from '../validation/index.js';
import {
  isLockedGroup,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_GROUPS,
  type NotificationChannel,
  type NotificationGroup,
} from './events.js';
import { isChannelOn, type NotificationSetting } from './preferences.js';

/**
 * The channels a group's messages can go by: e-mail always; Telegram unless every event of the group
 * is e-mail only; SMS only when one of its events is worth an SMS (the waybill, a held parcel).
 */
export function channelsOfGroup(group: NotificationGroup): NotificationChannel[] {
  const specs = Object.values(NOTIFICATION_EVENTS).filter((spec) => spec.group === group);
  return NOTIFICATION_CHANNELS.filter((channel) => {
    if (channel === 'email') return true;
    if (channel === 'telegram') return specs.some((spec) => !('emailOnly' in spec && spec.emailOnly));
    return specs.some((spec) => spec.sms);
  });
}

export const isChannelOffered = (group: NotificationGroup, channel: NotificationChannel): boolean =>
  channelsOfGroup(group).includes(channel);

/** A locked cell cannot be turned off: a locked group's e-mail. */
export const isChannelLocked = (group: NotificationGroup, channel: NotificationChannel): boolean =>
  channel === 'email' && isLockedGroup(group);

export interface NotificationSwitch {
  channel: NotificationChannel;
  enabled: boolean;
  locked: boolean;
}

export interface NotificationGroupSettings {
  group: NotificationGroup;
  channels: NotificationSwitch[];
}

/** Every group in the page's order with its offered channels and their state. */
export function notificationSettingsMatrix(
  settings: readonly NotificationSetting[],
): NotificationGroupSettings[] {
  return NOTIFICATION_GROUPS.map((group) => ({
    group,
    channels: channelsOfGroup(group).map((channel) => ({
      channel,
      enabled: isChannelOn(settings, group, channel),
      locked: isChannelLocked(group, channel),
    })),
  }));
}

const groupPatch = z
  .object({ email: z.boolean(), telegram: z.boolean(), sms: z.boolean() })
  .partial()
  .strict();

/**
 * PUT /personal/notification-settings: the switches to set, e.g. `{ parcels: { email: false } }`;
 * those not named stay as they are (each switch on the page saves on its own). Turning a locked one
 * off, or naming a channel the group is never sent by, is a violation on that switch (`parcels.sms`).
 */
export const notificationSettingsPatchSchema = z
  .object(
    Object.fromEntries(NOTIFICATION_GROUPS.map((g) => [g, groupPatch.optional()])) as {
      [G in NotificationGroup]: z.ZodOptional<typeof groupPatch>;
    },
  )
  .strict()
  .superRefine((patch, ctx) => {
    for (const group of NOTIFICATION_GROUPS) {
      for (const channel of NOTIFICATION_CHANNELS) {
        const value = patch[group]?.[channel];
        if (value === undefined) continue;
        if (!isChannelOffered(group, channel))
          issue(ctx, 'notifications.channelNotOffered', [group, channel]);
        else if (!value && isChannelLocked(group, channel))
          issue(ctx, 'notifications.locked', [group, channel]);
      }
    }
  });
export type NotificationSettingsPatch = z.infer<typeof notificationSettingsPatchSchema>;

/** The patch as settings rows, in the matrix's order. */
export function settingsOfPatch(patch: NotificationSettingsPatch): NotificationSetting[] {
  return NOTIFICATION_GROUPS.flatMap((group) =>
    NOTIFICATION_CHANNELS.flatMap((channel) => {
      const enabled = patch[group]?.[channel];
      return enabled === undefined ? [] : [{ group, channel, enabled }];
    }),
  );
}
