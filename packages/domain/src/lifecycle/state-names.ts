// The parcel's states as the customer reads them, once for every place that names them: the orders
// list cards and the parcel page of the web app, the `order-status` alert and the status e-mail.
import type { Locale } from '../i18n/locales.js';
import type { ShipmentState } from './states.js';

const en: Record<ShipmentState, string> = {
  declared: 'Declared',
  unregistered: 'Unregistered',
  at_warehouse: 'At the warehouse',
  held: 'Held at the warehouse',
  paused: 'Paused',
  delayed: 'Delayed',
  restricted: 'Restricted goods',
  consolidated: 'Consolidated',
  dispatched: 'Dispatched',
  in_transit: 'In transit',
  customs: 'At customs',
  arrived: 'In Ukraine',
  handed_to_np: 'With Nova Poshta',
  received: 'Received',
  disposed: 'Disposed of',
};

export const SHIPMENT_STATE_NAMES: Readonly<Record<Locale, Readonly<Record<ShipmentState, string>>>> = {
  uk: {
    declared: 'Оформлено',
    unregistered: 'Не зареєстровано',
    at_warehouse: 'На складі',
    held: 'Утримується на складі',
    paused: 'Призупинено',
    delayed: 'Затримано',
    restricted: 'Заборонені товари',
    consolidated: 'Об’єднано',
    dispatched: 'Відправлено зі складу',
    in_transit: 'У дорозі',
    customs: 'На митниці',
    arrived: 'В Україні',
    handed_to_np: 'Передано Новій пошті',
    received: 'Отримано',
    disposed: 'Утилізовано',
  },
  ru: {
    declared: 'Оформлено',
    unregistered: 'Не зарегистрировано',
    at_warehouse: 'На складе',
    held: 'Удерживается на складе',
    paused: 'Приостановлено',
    delayed: 'Задержано',
    restricted: 'Запрещённые товары',
    consolidated: 'Объединено',
    dispatched: 'Отправлено со склада',
    in_transit: 'В пути',
    customs: 'На таможне',
    arrived: 'В Украине',
    handed_to_np: 'Передано Новой почте',
    received: 'Получено',
    disposed: 'Утилизировано',
  },
  en,
  ro: {
    declared: 'Declarat',
    unregistered: 'Neînregistrat',
    at_warehouse: 'În depozit',
    held: 'Oprit în depozit',
    paused: 'Suspendat',
    delayed: 'Reținut',
    restricted: 'Produse interzise',
    consolidated: 'Consolidat',
    dispatched: 'Expediat',
    in_transit: 'În tranzit',
    customs: 'La vamă',
    arrived: 'În Ucraina',
    handed_to_np: 'Predat către Nova Poshta',
    received: 'Primit',
    disposed: 'Eliminat',
  },
  eng: en,
};

/** The state's name in `locale`; an unknown code (a newer release's state) is shown as is. */
export function shipmentStateName(state: string, locale: Locale): string {
  return (SHIPMENT_STATE_NAMES[locale] as Record<string, string>)[state] ?? state;
}
