// Whole-request texts of buy-out processing (409 answers), Ukrainian first. The customer reads some
// (answering a question), the operator console the others; every text is in all languages anyway,
// because the error handler answers in the request's language.
import { localizedText as t } from '@posylka/domain';
import { conflictErrorClass } from '../../../http/conflict-error.js';

/** 409 with a processing text, described in the request's language by the global error handler. */
export const ProcessingConflictError = conflictErrorClass({
  notInProcessing: t(
    'Це замовлення зараз не викуповується: воно не оплачене, скасоване або повернене.',
    'Этот заказ сейчас не выкупается: он не оплачен, отменён или возвращён.',
    'This order is not being bought now: it is unpaid, canceled or refunded.',
    'Această comandă nu este cumpărată acum: nu este plătită, este anulată sau rambursată.',
  ),
  lineRecorded: t(
    'Цей товар уже записано з іншою ціною або кількістю. Змінити можна лише номер замовлення в магазині та трек-номер.',
    'Этот товар уже записан с другой ценой или количеством. Изменить можно только номер заказа в магазине и трек-номер.',
    'This line is already recorded with another price or quantity. Only the shop order number and the track number can be changed.',
    'Acest produs este deja înregistrat cu alt preț sau altă cantitate. Se pot schimba doar numărul comenzii din magazin și numărul de urmărire.',
  ),
  noQuestion: t(
    'Щодо цього товару немає питання, на яке потрібно відповісти.',
    'По этому товару нет вопроса, на который нужно ответить.',
    'There is no question about this product to answer.',
    'Nu există nicio întrebare despre acest produs la care să răspundeți.',
  ),
  noSurcharge: t(
    'Для цього товару немає доплати, яку можна сплатити.',
    'Для этого товара нет доплаты, которую можно оплатить.',
    'There is no surcharge to pay for this product.',
    'Nu există nicio plată suplimentară de achitat pentru acest produs.',
  ),
  refundWindowClosed: t(
    'Повернення можливе лише протягом 14 днів після оплати.',
    'Возврат возможен только в течение 14 дней после оплаты.',
    'A refund is possible only within 14 days of payment.',
    'Rambursarea este posibilă doar în 14 zile de la plată.',
  ),
  nothingToRefund: t(
    'Повернути неможливо: оплату не знайдено або її вже повернено.',
    'Вернуть невозможно: оплата не найдена или уже возвращена.',
    'Nothing can be refunded: there is no payment or it has already been given back.',
    'Nu se poate rambursa nimic: nu există plată sau a fost deja rambursată.',
  ),
  notAllBought: t(
    'Ще не всі товари викуплено або повернено: посилку можна створити, коли кожен товар опрацьовано і хоч один викуплено.',
    'Ещё не все товары выкуплены или возвращены: посылку можно создать, когда каждый товар обработан и хотя бы один выкуплен.',
    'Not every product is bought or refunded yet: the parcel can be created once every line is settled and at least one was bought.',
    'Nu toate produsele sunt cumpărate sau rambursate: coletul poate fi creat când fiecare produs este rezolvat și cel puțin unul a fost cumpărat.',
  ),
  alreadyArrived: t(
    'Посилку для цього замовлення вже створено.',
    'Посылка для этого заказа уже создана.',
    'The parcel for this order already exists.',
    'Coletul pentru această comandă există deja.',
  ),
});
