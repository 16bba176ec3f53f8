// Whole-request texts of the operator console API. The console itself is uk + en, but the API answers
// in the request's language like every other route, so all locales are written (eng = en).
import {
  localizedText as t,
  transitionRefusalMessage,
  type Locale,
  type LocalizedText,
  type TransitionRefusal,
} from '@posylka/domain';
import { HttpError } from '../../http/errors.js';

export const ADMIN_MESSAGES = {
  noParcelForTrack: t(
    'Оформленої посилки з трек-номером {trackNo} немає. Вкажіть код клієнта з етикетки, щоб прийняти її як незареєстровану.',
    'Оформленной посылки с трек-номером {trackNo} нет. Укажите код клиента с этикетки, чтобы принять её как незарегистрированную.',
    'No declared parcel has the track number {trackNo}. Enter the customer code from the label to receive it as unregistered.',
    'Niciun colet declarat nu are numărul de urmărire {trackNo}. Introduceți codul clientului de pe etichetă pentru a-l primi ca neînregistrat.',
  ),
  unknownCustomerCode: t(
    'Клієнта з кодом {code} не знайдено',
    'Клиент с кодом {code} не найден',
    'No customer has the code {code}',
    'Niciun client nu are codul {code}',
  ),
  alreadyReceived: t(
    'Посилку {number} з цим трек-номером уже прийнято (статус: {state})',
    'Посылка {number} с этим трек-номером уже принята (статус: {state})',
    'Parcel {number} with this track number has already been received (status: {state})',
    'Coletul {number} cu acest număr de urmărire a fost deja primit (stare: {state})',
  ),
  stateChanged: t(
    'Статус посилки щойно змінився. Оновіть сторінку й перевірте ще раз.',
    'Статус посылки только что изменился. Обновите страницу и проверьте ещё раз.',
    'The parcel status has just changed. Reload the page and check again.',
    'Starea coletului tocmai s-a schimbat. Reîncărcați pagina și verificați din nou.',
  ),
  invalidData: t(
    'Дані для цієї дії некоректні',
    'Данные для этого действия некорректны',
    'The data given for this action is not valid',
    'Datele pentru această acțiune nu sunt valide',
  ),
  unknownWarehouse: t(
    'Це не склад країни {country}',
    'Это не склад страны {country}',
    'This is not a warehouse of {country}',
    'Acesta nu este un depozit din {country}',
  ),
  warehouseNotChangeable: t(
    'Склад можна змінити, лише поки посилка на складі',
    'Склад можно изменить, только пока посылка на складе',
    'The warehouse can be changed only while the parcel is at the warehouse',
    'Depozitul poate fi schimbat doar cât timp coletul se află în depozit',
  ),
  parcelNotFound: t(
    'Посилку не знайдено',
    'Посылка не найдена',
    'Parcel not found',
    'Coletul nu a fost găsit',
  ),
  ownRole: t(
    'Власну роль змінити не можна: попросіть іншого адміністратора',
    'Собственную роль изменить нельзя: попросите другого администратора',
    'You cannot change your own role: ask another admin',
    'Nu vă puteți schimba propriul rol: cereți altui administrator',
  ),
} as const satisfies Record<string, LocalizedText>;

export type AdminMessage = keyof typeof ADMIN_MESSAGES;

export function adminMessage(
  key: AdminMessage,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return ADMIN_MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** An expected failure of a console action, worded from ADMIN_MESSAGES in the request's language. */
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
