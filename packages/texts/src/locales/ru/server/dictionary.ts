// The dictionary of Nova Poshta cities (features/dictionary). `areaSuffix` follows the area name in a
// city's full name ("Львів, Львівська обл."): the directory's own Ukrainian in every language.
export default {
  unknownCity: 'Такого города нет в справочнике Новой почты. Выберите город из списка ещё раз.',
  areaSuffix: 'обл.',
};
