// Whole-request texts of the orders feature (409 answers), Ukrainian first. Field messages come from
// the domain validation catalogue, like every 422.
import { localizedText as t } from '@posylka/domain';
import { conflictErrorClass } from '../../http/conflict-error.js';

/** 409 with an orders-feature text, described in the request's language by the global error handler. */
export const OrderConflictError = conflictErrorClass({
  blocked: t(
    'Посилку призупинено: змінити її зараз не можна. Відновіть доставку на сторінці посилки.',
    'Посылка приостановлена: изменить её сейчас нельзя. Возобновите доставку на странице посылки.',
    'The parcel is on hold and cannot be changed now. Continue its delivery on the parcel page.',
    'Coletul este suspendat și nu poate fi modificat acum. Reluați livrarea pe pagina coletului.',
  ),
  completed: t(
    'Посилку вже оформлено: зберігайте зміни через редагування.',
    'Посылка уже оформлена: сохраняйте изменения через редактирование.',
    'The parcel is already registered: save changes through editing.',
    'Coletul este deja înregistrat: salvați modificările prin editare.',
  ),
  notCompleted: t(
    'Посилку ще не оформлено: збережіть чернетку або завершіть оформлення.',
    'Посылка ещё не оформлена: сохраните черновик или завершите оформление.',
    'The parcel is not registered yet: save the draft or complete it.',
    'Coletul nu este încă înregistrat: salvați ciorna sau finalizați-l.',
  ),
  notEditable: t(
    'Посилка вже на складі або в дорозі: змінити її декларацію не можна.',
    'Посылка уже на складе или в пути: изменить её декларацию нельзя.',
    'The parcel is already at the warehouse or on its way: its declaration cannot be changed.',
    'Coletul este deja în depozit sau pe drum: declarația lui nu mai poate fi modificată.',
  ),
  passwordClosed: t(
    'Код-пароль додають, поки посилка не надійшла на склад: тепер він уже не потрібен.',
    'Код-пароль добавляют, пока посылка не поступила на склад: теперь он уже не нужен.',
    'The password code is added before the parcel reaches the warehouse: it is no longer needed.',
    'Codul-parolă se adaugă înainte ca coletul să ajungă în depozit: acum nu mai este necesar.',
  ),
  trackNumberFixed: t(
    'Трек-номер не можна змінити: склад уже отримав посилку.',
    'Трек-номер нельзя изменить: склад уже получил посылку.',
    'The track number cannot be changed: the warehouse already has the parcel.',
    'Numărul de urmărire nu mai poate fi schimbat: depozitul a primit deja coletul.',
  ),
  notOnShelf: t(
    'Відправити раніше можна лише посилку, яка лежить на складі.',
    'Отправить раньше можно только посылку, которая лежит на складе.',
    'Only a parcel waiting at the warehouse can be sent early.',
    'Doar un colet care așteaptă în depozit poate fi trimis mai devreme.',
  ),
  notBlocked: t(
    'Посилка не призупинена.',
    'Посылка не приостановлена.',
    'The parcel is not on hold.',
    'Coletul nu este suspendat.',
  ),
});
