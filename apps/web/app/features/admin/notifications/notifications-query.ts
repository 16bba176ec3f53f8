import { ADMIN_NOTIFICATION_STATUSES, type AdminNotificationStatus } from '@posylka/contract';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@posylka/domain';
import type { NotificationsQuery } from '../admin-api.js';

export interface NotificationFilters {
  status: AdminNotificationStatus;
  channel: NotificationChannel | '';
  query: string;
  page: number;
}

/**
 * The page's filters from the address (?status=&channel=&query=&page=). The page opens on the dead
 * letters; an unknown status or channel falls back to them / to every channel, so the page always
 * asks something the API answers.
 */
export function parseNotificationFilters(params: URLSearchParams): NotificationFilters {
  const status = params.get('status') ?? '';
  const channel = params.get('channel') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: (ADMIN_NOTIFICATION_STATUSES as readonly string[]).includes(status)
      ? (status as AdminNotificationStatus)
      : 'dead',
    channel: (NOTIFICATION_CHANNELS as readonly string[]).includes(channel)
      ? (channel as NotificationChannel)
      : '',
    query: (params.get('query') ?? '').trim().slice(0, 100),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

export function notificationsApiQuery(filters: NotificationFilters): NotificationsQuery {
  return {
    status: filters.status,
    page: filters.page,
    ...(filters.channel ? { channel: filters.channel } : {}),
    ...(filters.query ? { query: filters.query } : {}),
  };
}
