// Whole-request texts of the lifecycle routes (409 answers and the cancel notice), Ukrainian first.
// Refusals of a move are worded by the domain (transitionRefusalMessage); field messages come from the
// validation catalogue like every 422.
import {
  localizedText as t,
  transitionRefusalMessage,
  type Locale,
  type LocalizedText,
} from '@posylka/domain';
import { HttpError } from '../../http/errors.js';
import type { ApplyRefusalReason } from './types.js';

export const LIFECYCLE_MESSAGES = {
  stateChanged: t(
    'Статус посилки щойно змінився. Оновіть сторінку і спробуйте ще раз.',
    'Статус посылки только что изменился. Обновите страницу и попробуйте ещё раз.',
    'The parcel’s status has just changed. Refresh the page and try again.',
    'Starea coletului tocmai s-a schimbat. Reîmprospătați pagina și încercați din nou.',
  ),
  consolidationClosed: t(
    'Це об’єднання вже не можна змінити: його скасовано або відправлено.',
    'Это объединение уже нельзя изменить: оно отменено или отправлено.',
    'This consolidation can no longer be changed: it was canceled or dispatched.',
    'Această consolidare nu mai poate fi modificată: a fost anulată sau expediată.',
  ),
  consolidationCanceled: t(
    'Об’єднання скасовано: посилки повернулися на склад.',
    'Объединение отменено: посылки вернулись на склад.',
    'Consolidation canceled: the parcels are back at the warehouse.',
    'Consolidarea a fost anulată: coletele sunt din nou în depozit.',
  ),
} as const satisfies Record<string, LocalizedText>;

export function lifecycleMessage(key: keyof typeof LIFECYCLE_MESSAGES, locale: Locale): string {
  return LIFECYCLE_MESSAGES[key][locale];
}

/** 409 with a free text already chosen per locale (the global handler asks `describe`). */
export class LifecycleConflictError extends HttpError {
  constructor(private readonly text: (locale: Locale) => string) {
    super(409, 'badRequest');
  }

  override describe(locale: Locale): string {
    return this.text(locale);
  }
}

/** The 409 of a refused move: the domain's reason, or "the status has just changed". */
export function refusalError(reason: Exclude<ApplyRefusalReason, 'not_found'>): LifecycleConflictError {
  return new LifecycleConflictError((locale) =>
    reason === 'state_changed' || reason === 'invalid_data'
      ? lifecycleMessage('stateChanged', locale)
      : transitionRefusalMessage(reason, locale),
  );
}
