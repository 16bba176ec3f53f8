// Whole-request texts of the operator console API: the `server` namespace's `admin` section
// (@posylka/texts). The console itself is uk + en, but the API answers in the request's language like
// every other route, so all languages are written (eng = en).
import { transitionRefusalMessage, type Locale, type TransitionRefusal } from '@posylka/domain';
import { HttpError } from '../../http/errors.js';
import { serverText, type SERVER_TEXTS, type TextParams } from '../../http/server-texts.js';

export type AdminMessage = keyof (typeof SERVER_TEXTS)['uk']['admin'];

/** A console text in `locale`, `{{name}}` filled from `params` (a missing one stays visible). */
export function adminMessage(key: AdminMessage, locale: Locale, params: TextParams = {}): string {
  return serverText(locale, `admin.${key}`, params);
}

/** An expected failure of a console action, worded from the `admin` texts in the request's language. */
export class AdminError extends HttpError {
  constructor(
    status: number,
    readonly key: AdminMessage,
    readonly values: Record<string, string | number> = {},
  ) {
    super(status, status === 404 ? 'notFound' : 'badRequest');
  }

  override describe(locale: Locale): string {
    return adminMessage(this.key, locale, this.values);
  }
}

/** 409 with the domain's words for a refused move (pause used, waybill required, China closed...). */
export class RefusedMoveError extends HttpError {
  constructor(readonly reason: TransitionRefusal) {
    super(409, 'badRequest');
  }

  override describe(locale: Locale): string {
    return transitionRefusalMessage(this.reason, locale);
  }
}

/** Why applyShipmentEvent said no, as the text an operator reads (batch lines and single moves alike). */
export function refusalText(reason: string, locale: Locale): string {
  switch (reason) {
    case 'not_found':
      return adminMessage('parcelNotFound', locale);
    case 'state_changed':
      return adminMessage('stateChanged', locale);
    case 'invalid_data':
      return adminMessage('invalidData', locale);
    default:
      return transitionRefusalMessage(reason as TransitionRefusal, locale);
  }
}

/** The HTTP error of a refused single move: 404 for a missing parcel, 422-ish data as 409, else 409. */
export function refusalError(reason: string): HttpError {
  if (reason === 'not_found') return new AdminError(404, 'parcelNotFound');
  if (reason === 'state_changed') return new AdminError(409, 'stateChanged');
  if (reason === 'invalid_data') return new AdminError(409, 'invalidData');
  return new RefusedMoveError(reason as TransitionRefusal);
}
