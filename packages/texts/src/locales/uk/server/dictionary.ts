// The dictionary of Nova Poshta cities (features/dictionary). `areaSuffix` follows the area name in a
// city's full name ("Львів, Львівська обл."): the directory's own Ukrainian in every language.
export default {
  unknownCity: 'Такого міста немає в довіднику Нової пошти. Оберіть місто зі списку ще раз.',
  areaSuffix: 'обл.',
};
