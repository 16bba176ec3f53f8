// What the operator console API answers (AdminError). The console itself is uk + en, but the API
// answers in the request's language like every other route, so all languages are written.
export default {
  noParcelForTrack:
    'Оформленной посылки с трек-номером {{trackNo}} нет. Укажите код клиента с этикетки, чтобы принять её как незарегистрированную.',
  unknownCustomerCode: 'Клиент с кодом {{code}} не найден',
  alreadyReceived: 'Посылка {{number}} с этим трек-номером уже принята (статус: {{state}})',
  stateChanged: 'Статус посылки только что изменился. Обновите страницу и проверьте ещё раз.',
  invalidData: 'Данные для этого действия некорректны',
  unknownWarehouse: 'Это не склад страны {{country}}',
  warehouseNotChangeable: 'Склад можно изменить, только пока посылка на складе',
  parcelNotFound: 'Посылка не найдена',
  ownRole: 'Собственную роль изменить нельзя: попросите другого администратора',
};
