// The parcel's states as the customer reads them: the orders list, the parcel page, the
// `order-status` alert and the status e-mail (the domain's shipmentStateName reads them here).
export default {
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
};
