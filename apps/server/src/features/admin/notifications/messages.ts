// What the console's message routes answer when a delivery cannot be sent again, in the request's
// language like every other route: the `server` namespace's `adminNotifications` section.
import type { Locale } from '@posylka/domain';
import { HttpError } from '../../../http/errors.js';
import { serverText, type SERVER_TEXTS } from '../../../http/server-texts.js';

/** 404 for an unknown delivery, 409 for one already sent. */
export class DeliveryRetryError extends HttpError {
  constructor(readonly key: keyof (typeof SERVER_TEXTS)['uk']['adminNotifications']) {
    super(key === 'notFound' ? 404 : 409, key === 'notFound' ? 'notFound' : 'badRequest');
  }

  override describe(locale: Locale): string {
    return serverText(locale, `adminNotifications.${this.key}`);
  }
}
