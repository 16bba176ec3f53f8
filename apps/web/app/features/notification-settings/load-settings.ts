import { isApiError, type NotificationSettings } from '@posylka/contract';
import { type AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server-api.js';
import { localeFromPath } from '../../i18n/locale-path.js';
import { signInRedirect } from '../../api/sign-in-redirect.js';

export interface NotificationSettingsLoaderData {
  settings: NotificationSettings;
}

/** /profile/notifications, signed-in only: a visitor logs in and comes back. */
export async function loadNotificationSettings(
  request: Request,
  context: AppLoadContext,
): Promise<NotificationSettingsLoaderData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  try {
    return { settings: await serverApi(context, locale).notificationSettings.get() };
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      throw signInRedirect(url, locale);
    }
    throw error;
  }
}
