// What the operator console API answers (AdminError). The console itself is uk + en, but the API
// answers in the request's language like every other route, so all languages are written.
export default {
  noParcelForTrack:
    'Оформленої посилки з трек-номером {{trackNo}} немає. Вкажіть код клієнта з етикетки, щоб прийняти її як незареєстровану.',
  unknownCustomerCode: 'Клієнта з кодом {{code}} не знайдено',
  alreadyReceived: 'Посилку {{number}} з цим трек-номером уже прийнято (статус: {{state}})',
  stateChanged: 'Статус посилки щойно змінився. Оновіть сторінку й перевірте ще раз.',
  invalidData: 'Дані для цієї дії некоректні',
  unknownWarehouse: 'Це не склад країни {{country}}',
  warehouseNotChangeable: 'Склад можна змінити, лише поки посилка на складі',
  parcelNotFound: 'Посилку не знайдено',
  ownRole: 'Власну роль змінити не можна: попросіть іншого адміністратора',
};
