// The domain's words for parcel moves: why a move is refused (the 409 errorDescription, by
// TransitionRefusal code, read by transitionRefusalMessage) and the consolidation notices (SPEC §8
// "Consolidation: success ... error ... warning when the sum exceeds the customs limit").
export default {
  moves: {
    not_allowed_from_state: 'Цю дію не можна виконати з посилкою в її поточному статусі',
    actor_not_allowed: 'У вас немає прав на цю дію з посилкою',
    pause_used: 'Посилку можна призупинити лише один раз',
    waybill_required: 'Вкажіть номер експрес-накладної Нової пошти: 14 цифр, починається з 20 або 59',
    country_not_accepting: 'Посилки з Китаю не приймаються з 2 по 17 лютого',
    departure_blocked: 'Посилку не можна відправити, доки не виправлено причини затримки',
  },
  consolidation: {
    success: 'Замовлення об’єднано',
    error: 'Ой, щось пішло не так',
    overLimit:
      'Сума об’єднаних посилок перевищує митний ліміт {{limit}}: за перевищення доведеться сплатити мито. Продовжити?',
  },
};
