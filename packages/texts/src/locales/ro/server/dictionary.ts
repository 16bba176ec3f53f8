// The dictionary of Nova Poshta cities (features/dictionary). `areaSuffix` follows the area name in a
// city's full name ("Львів, Львівська обл."): the directory's own Ukrainian in every language.
export default {
  unknownCity: 'Acest oraș nu este în nomenclatorul Nova Poshta. Alegeți din nou orașul din listă.',
  areaSuffix: 'обл.',
};
