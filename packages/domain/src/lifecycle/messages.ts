import type { Locale } from '../i18n/locales.js';
import { localizedText as t } from '../reference/localized.js';
import type { LocalizedText } from '../reference/types.js';
import type { TransitionRefusal } from './plan.js';

/** errorDescription of a refused move (409), in the customer's or operator's language. */
const REFUSALS: Readonly<Record<TransitionRefusal, LocalizedText>> = {
  not_allowed_from_state: t(
    'Цю дію не можна виконати з посилкою в її поточному статусі',
    'Это действие нельзя выполнить с посылкой в её текущем статусе',
    'This action is not possible for the parcel in its current status',
    'Această acțiune nu este posibilă pentru colet în starea sa actuală',
  ),
  actor_not_allowed: t(
    'У вас немає прав на цю дію з посилкою',
    'У вас нет прав на это действие с посылкой',
    'You are not allowed to do this with the parcel',
    'Nu aveți dreptul să efectuați această acțiune cu coletul',
  ),
  pause_used: t(
    'Посилку можна призупинити лише один раз',
    'Посылку можно приостановить только один раз',
    'A parcel can be paused only once',
    'Un colet poate fi suspendat o singură dată',
  ),
  waybill_required: t(
    'Вкажіть номер експрес-накладної Нової пошти: 14 цифр, починається з 20 або 59',
    'Укажите номер экспресс-накладной Новой почты: 14 цифр, начинается с 20 или 59',
    'Enter the Nova Poshta waybill number: 14 digits starting with 20 or 59',
    'Introduceți numărul scrisorii de trăsură Nova Poshta: 14 cifre, începe cu 20 sau 59',
  ),
  country_not_accepting: t(
    'Посилки з Китаю не приймаються з 2 по 17 лютого',
    'Посылки из Китая не принимаются со 2 по 17 февраля',
    'Parcels from China are not accepted from 2 to 17 February',
    'Coletele din China nu sunt acceptate în perioada 2-17 februarie',
  ),
  departure_blocked: t(
    'Посилку не можна відправити, доки не виправлено причини затримки',
    'Посылку нельзя отправить, пока не устранены причины задержки',
    'The parcel cannot leave until the reasons it is held for are put right',
    'Coletul nu poate pleca până când motivele reținerii nu sunt rezolvate',
  ),
};

export function transitionRefusalMessage(reason: TransitionRefusal, locale: Locale): string {
  return REFUSALS[reason][locale];
}

/** SPEC §8 "Consolidation: success ... error ... warning when the sum exceeds the customs limit". */
export const CONSOLIDATION_NOTICES: Readonly<Record<'success' | 'error' | 'overLimit', LocalizedText>> = {
  success: t(
    'Замовлення об’єднано',
    'Заказы объединены',
    'Orders has been consolidated',
    'Comenzile au fost consolidate',
  ),
  error: t(
    'Ой, щось пішло не так',
    'Ой, что-то пошло не так',
    'Oops, something went wrong',
    'Hopa, ceva nu a mers bine',
  ),
  overLimit: t(
    'Сума об’єднаних посилок перевищує митний ліміт {limit}: за перевищення доведеться сплатити мито. Продовжити?',
    'Сумма объединённых посылок превышает таможенный лимит {limit}: за превышение придётся заплатить пошлину. Продолжить?',
    'The consolidated parcels together exceed the customs limit of {limit}: duty will be charged on the excess. Continue?',
    'Coletele consolidate depășesc împreună limita vamală de {limit}: pentru excedent se va plăti taxă vamală. Continuați?',
  ),
};

export function consolidationNotice(
  notice: keyof typeof CONSOLIDATION_NOTICES,
  locale: Locale,
  params: { limit?: string } = {},
): string {
  return CONSOLIDATION_NOTICES[notice][locale].replace('{limit}', params.limit ?? '');
}
