// Whole-request texts of the orders list, Ukrainian first (SPEC §8 "Deleting a non-changeable order
// shows the impossible-to-remove dialog"). The web dialog shows this description as its text.
import { localizedText as t, type Locale, type LocalizedText } from '@posylka/domain';
import { HttpError } from '../../http/errors.js';

export const ORDER_LIST_MESSAGES = {
  impossibleToRemove: t(
    'Видалити цю посилку неможливо: вона вже на складі. Якщо щось не так, напишіть у підтримку.',
    'Удалить эту посылку невозможно: она уже на складе. Если что-то не так, напишите в поддержку.',
    'This parcel cannot be removed: it is already at the warehouse. If something is wrong, contact support.',
    'Acest colet nu poate fi șters: este deja în depozit. Dacă ceva nu este în regulă, scrieți asistenței.',
  ),
} as const satisfies Record<string, LocalizedText>;

/** 409: the order can no longer change, so it cannot be removed. */
export class ImpossibleToRemoveError extends HttpError {
  constructor() {
    super(409, 'badRequest');
  }

  override describe(locale: Locale): string {
    return ORDER_LIST_MESSAGES.impossibleToRemove[locale];
  }
}
