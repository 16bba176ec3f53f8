// The domain's words for parcel moves: why a move is refused (the 409 errorDescription, by
// TransitionRefusal code, read by transitionRefusalMessage) and the consolidation notices (SPEC §8
// "Consolidation: success ... error ... warning when the sum exceeds the customs limit").
export default {
  moves: {
    not_allowed_from_state: 'Это действие нельзя выполнить с посылкой в её текущем статусе',
    actor_not_allowed: 'У вас нет прав на это действие с посылкой',
    pause_used: 'Посылку можно приостановить только один раз',
    waybill_required: 'Укажите номер экспресс-накладной Новой почты: 14 цифр, начинается с 20 или 59',
    country_not_accepting: 'Посылки из Китая не принимаются со 2 по 17 февраля',
    departure_blocked: 'Посылку нельзя отправить, пока не устранены причины задержки',
  },
  consolidation: {
    success: 'Заказы объединены',
    error: 'Ой, что-то пошло не так',
    overLimit:
      'Сумма объединённых посылок превышает таможенный лимит {{limit}}: за превышение придётся заплатить пошлину. Продолжить?',
  },
};
