// The parcel's states as the customer reads them: the orders list, the parcel page, the
// `order-status` alert and the status e-mail (the domain's shipmentStateName reads them here).
export default {
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
};
