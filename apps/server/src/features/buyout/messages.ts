// Whole-request texts of the buy-out feature (409 answers), Ukrainian first. Field messages come from
// the domain validation catalogue, like every 422.
import { localizedText as t } from '@posylka/domain';
import { conflictErrorClass } from '../../http/conflict-error.js';

/** 409 with a buy-out text, described in the request's language by the global error handler. */
export const BuyoutConflictError = conflictErrorClass({
  notDraft: t(
    'Замовлення вже оформлено: змінити його можна лише через редагування.',
    'Заказ уже оформлен: изменить его можно только через редактирование.',
    'The order is already placed: it can only be changed through editing.',
    'Comanda este deja plasată: poate fi modificată doar prin editare.',
  ),
  notAwaitingPayment: t(
    'Це замовлення зараз не очікує оплати.',
    'Этот заказ сейчас не ожидает оплаты.',
    'This order is not awaiting payment.',
    'Această comandă nu așteaptă plata.',
  ),
  notEditable: t(
    'Це замовлення зараз не можна редагувати.',
    'Этот заказ сейчас нельзя редактировать.',
    'This order cannot be edited now.',
    'Această comandă nu poate fi editată acum.',
  ),
  // Issue 14 "Unpaid orders": an unpaid order is changed in the checkout as a draft, not by the paid edit.
  unpaidEdit: t(
    'Це замовлення ще не оплачене: змініть його в оформленні замовлення й оплатіть знову.',
    'Этот заказ ещё не оплачен: измените его в оформлении заказа и оплатите снова.',
    'This order is not paid yet: change it in the checkout and pay again.',
    'Această comandă nu este încă plătită: modificați-o în pagina de comandă și plătiți din nou.',
  ),
  notCancelable: t(
    'Це замовлення вже не можна скасувати.',
    'Этот заказ уже нельзя отменить.',
    'This order can no longer be canceled.',
    'Această comandă nu mai poate fi anulată.',
  ),
});
