// What the server says of a whole request that failed (the 4xx/5xx errorDescription; a field's error
// is in `validation`).
export default {
  badRequest: 'Cerere incorectă.',
  malformedJson: 'Corpul cererii nu este JSON valid.',
  unsupportedMediaType: 'Format nesuportat al corpului cererii.',
  payloadTooLarge: 'Cererea este prea mare.',
  validationFailed: 'Verificați câmpurile completate.',
  unauthorized: 'Autentificați-vă pentru a continua.',
  forbidden: 'Acces interzis.',
  csrfFailed: 'Cererea a fost respinsă din motive de securitate. Reîncărcați pagina și încercați din nou.',
  notFound: 'Nu a fost găsit.',
  routeNotFound: 'Pagina sau metoda API nu a fost găsită.',
  methodNotAllowed: 'Metoda nu este permisă.',
  rateLimited: 'Prea multe cereri. Încercați din nou peste {{seconds}} s.',
  internal: 'A apărut o eroare internă. Încercați mai târziu.',
  serviceUnavailable: 'Serviciul este temporar indisponibil. Încercați mai târziu.',
  notReady: 'Datele sunt încă în pregătire. Reîncercați puțin mai târziu.',
  webBuildMissing: 'Aplicația web nu a fost încă construită. Rulați npm run build și reporniți serverul.',
  emailTaken: 'Această adresă de e-mail este deja înregistrată.',
  badCredentials: 'E-mail sau parolă greșită.',
  loginThrottled:
    'Prea multe încercări eșuate de autentificare în acest cont. Încercați din nou peste {{minutes}} min.',
  invalidToken: 'Link invalid. Solicitați un e-mail nou.',
  expiredToken: 'Linkul a expirat. Solicitați un e-mail nou.',
  usedToken: 'Acest link a fost deja folosit.',
  emailNotOwn: 'Introduceți adresa de e-mail a propriului cont.',
  emailAlreadyVerified: 'Adresa de e-mail este deja confirmată.',
};
