// RFC 8058 one-click unsubscribe (issue 16): the e-mails of groups that can be turned off carry
// List-Unsubscribe: <{PUBLIC_URL}/api/notifications/unsubscribe/{deliveryId}> with
// List-Unsubscribe-Post. The delivery's random id is the secret (no session, so no CSRF token: the
// auth plugin only demands one of cookie-signed-in writes, and nothing here reads a session).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { unsubscribePageRoute, unsubscribeRoute } from '@posylka/contract';
import {
  DEFAULT_LOCALE,
  isLocale,
  isLockedGroup,
  NOTIFICATION_GROUPS,
  type Locale,
  type NotificationGroup,
} from '@posylka/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { notificationDeliveries, notifications } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { webPagePath } from '../../http/page-locale.js';
import { routeSchema, serve } from '../../http/route.js';
import { SETTINGS_PATH, unsubscribePath } from '../../notifications/index.js';
import { saveSettings } from './repository.js';
import { unsubscribePage, type UnsubscribePageState } from './unsubscribe-page.js';
import { isUuid } from '../../db/uuid.js';

type Unsubscribable = { userId: string; group: NotificationGroup; locale: Locale };

/** The e-mail delivery behind the link, or null (malformed, unknown, not an e-mail). */
async function findEmailDelivery(db: Database, deliveryId: string): Promise<Unsubscribable | null> {
  if (!isUuid(deliveryId)) return null;
  const [row] = await db
    .select({
      userId: notifications.userId,
      group: notifications.group,
      locale: notifications.locale,
      channel: notificationDeliveries.channel,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notificationDeliveries.id, deliveryId))
    .limit(1);
  if (!row || row.channel !== 'email') return null;
  if (!(NOTIFICATION_GROUPS as readonly string[]).includes(row.group)) return null;
  return {
    userId: row.userId,
    group: row.group as NotificationGroup,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
  };
}

function page(
  reply: FastifyReply,
  deliveryId: string,
  found: Unsubscribable | null,
  state: UnsubscribePageState,
) {
  const locale = found?.locale ?? DEFAULT_LOCALE;
  const html = unsubscribePage({
    locale,
    state,
    group: found?.group ?? null,
    action: unsubscribePath(encodeURIComponent(deliveryId)),
    settingsUrl: webPagePath(SETTINGS_PATH, locale),
  });
  return reply
    .code(state === 'missing' ? 404 : 200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(html);
}

/** A browser (the page's own button) wants the outcome as a page; a mail client gets JSON. */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

export const unsubscribeFeature: FastifyPluginAsyncZod = async (app) => {
  // Mail clients post `List-Unsubscribe=One-Click` form-encoded; the content is not needed (the
  // address says everything), so the body is read and dropped. Lives only in this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  serve(app, unsubscribeRoute, {
    handler: async (request, reply) => {
      const { deliveryId } = request.params;
      const found = await findEmailDelivery(app.db, deliveryId);
      if (!found) {
        if (wantsPage(request)) return page(reply, deliveryId, null, 'missing');
        throw new HttpError(404, 'notFound');
      }
      // A locked group's e-mails carry no link; an old or forged one changes nothing.
      const locked = isLockedGroup(found.group);
      if (!locked) {
        await saveSettings(app.db, found.userId, [{ group: found.group, channel: 'email', enabled: false }]);
        request.log.info({ userId: found.userId, group: found.group }, 'unsubscribed by one-click');
      }
      if (wantsPage(request)) return page(reply, deliveryId, found, locked ? 'locked' : 'done');
      return { unsubscribed: !locked };
    },
  });

  // HTML: the contract documents the address; the answer is a page.
  const { response: _response, ...pageSchema } = routeSchema(unsubscribePageRoute);
  app.route({
    method: unsubscribePageRoute.method,
    url: unsubscribePageRoute.path,
    schema: pageSchema,
    handler: async (request, reply) => {
      const { deliveryId } = request.params;
      const found = await findEmailDelivery(app.db, deliveryId);
      if (!found) return page(reply, deliveryId, null, 'missing');
      return page(reply, deliveryId, found, isLockedGroup(found.group) ? 'locked' : 'ask');
    },
  });
};
