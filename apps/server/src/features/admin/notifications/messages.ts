// What the console's message routes answer when a delivery cannot be sent again, in the request's
// language like every other route (the console itself is uk + en; eng = en).
import { localizedText as t, type Locale, type LocalizedText } from '@posylka/domain';
import { HttpError } from '../../../http/errors.js';

const MESSAGES = {
  notFound: t(
    'Повідомлення не знайдено',
    'Сообщение не найдено',
    'Message not found',
    'Mesajul nu a fost găsit',
  ),
  alreadySent: t(
    'Це повідомлення вже надіслано: надсилати його знову не потрібно',
    'Это сообщение уже отправлено: отправлять его снова не нужно',
    'This message has already been sent: there is nothing to send again',
    'Acest mesaj a fost deja trimis: nu trebuie retrimis',
  ),
} as const satisfies Record<string, LocalizedText>;

/** 404 for an unknown delivery, 409 for one already sent. */
export class DeliveryRetryError extends HttpError {
  constructor(readonly key: keyof typeof MESSAGES) {
    super(key === 'notFound' ? 404 : 409, key === 'notFound' ? 'notFound' : 'badRequest');
  }

  override describe(locale: Locale): string {
    return MESSAGES[this.key][locale];
  }
}
