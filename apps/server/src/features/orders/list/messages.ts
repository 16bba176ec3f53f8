// Whole-request texts of the orders list, Ukrainian first (SPEC §8 "Deleting a non-changeable order
// shows the impossible-to-remove dialog"). The web dialog shows this description as its text.
import { localizedText as t, type Locale, type LocalizedText } from '@posylka/domain';
import { HttpError } from '../../../http/errors.js';

export const ORDER_LIST_MESSAGES = {
  impossibleToRemove: t(
    'Видалити цю посилку неможливо: вона вже на складі. Якщо щось не так, напишіть у підтримку.',
    'Удалить эту посылку невозможно: она уже на складе. Если что-то не так, напишите в поддержку.',
    'This parcel cannot be removed: it is already at the warehouse. If something is wrong, contact support.',
    'Acest colet nu poate fi șters: este deja în depozit. Dacă ceva nu este în regulă, scrieți asistenței.',
  ),
  // A paid buy-out: its money goes back through the order's own cancel flow, not by removing it.
  buyoutImpossibleToRemove: t(
    'Видалити це замовлення на викуп неможливо: його вже оплачено. Скасувати його можна на сторінці замовлення.',
    'Удалить этот заказ на выкуп невозможно: он уже оплачен. Отменить его можно на странице заказа.',
    'This buy-out order cannot be removed: it has already been paid. You can cancel it on the order page.',
    'Această achiziție nu poate fi ștearsă: a fost deja plătită. O puteți anula pe pagina comenzii.',
  ),
} as const satisfies Record<string, LocalizedText>;

/** 409: the order can no longer change (a forwarding parcel) or was paid (a buy-out), so it stays. */
export class ImpossibleToRemoveError extends HttpError {
  constructor(private readonly kind: 'forwarding' | 'buyout' = 'forwarding') {
    super(409, 'badRequest');
  }

  override describe(locale: Locale): string {
    const text = this.kind === 'buyout' ? 'buyoutImpossibleToRemove' : 'impossibleToRemove';
    return ORDER_LIST_MESSAGES[text][locale];
  }
}
