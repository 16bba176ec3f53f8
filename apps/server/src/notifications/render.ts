// A stored notification worded for one channel at delivery time, in the language it was written in.
import {
  isLocale,
  isLockedGroup,
  isNotificationEvent,
  DEFAULT_LOCALE,
  type NotificationGroup,
} from '@posylka/domain';
import type { NotificationRow } from '../db/schema/index.js';
import { layoutEmail, layoutSms, layoutTelegram, siteUrl, TEMPLATES } from './templates/index.js';

export const SETTINGS_PATH = '/profile/notifications';

/** The one-click unsubscribe address of one delivery (RFC 8058): its id is the unguessable token. */
export const unsubscribePath = (deliveryId: string) => `/api/notifications/unsubscribe/${deliveryId}`;

export function renderFor(
  n: Pick<NotificationRow, 'event' | 'params' | 'locale' | 'link' | 'group'>,
  publicUrl: string,
) {
  if (!isNotificationEvent(n.event)) throw new Error(`unknown notification event ${n.event}`);
  const locale = isLocale(n.locale) ? n.locale : DEFAULT_LOCALE;
  const worded = TEMPLATES[n.event](n.params, locale);
  const link = n.link ? siteUrl(publicUrl, locale, n.link) : null;
  return {
    link,
    email: (deliveryId: string) =>
      layoutEmail(worded, {
        locale,
        link,
        settingsUrl: siteUrl(publicUrl, locale, SETTINGS_PATH),
        unsubscribeUrl: isLockedGroup(n.group as NotificationGroup)
          ? null
          : `${publicUrl}${unsubscribePath(deliveryId)}`,
      }),
    telegram: () => layoutTelegram(worded, link),
    sms: () => layoutSms(worded, link),
  };
}
