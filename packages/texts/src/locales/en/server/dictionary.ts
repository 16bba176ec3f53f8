// The dictionary of Nova Poshta cities (features/dictionary). `areaSuffix` follows the area name in a
// city's full name ("Львів, Львівська обл."): the directory's own Ukrainian in every language.
export default {
  unknownCity: 'This city is not in the Nova Poshta directory. Please choose the city from the list again.',
  areaSuffix: 'обл.',
};
