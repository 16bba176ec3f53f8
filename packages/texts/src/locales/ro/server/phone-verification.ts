// Phone verification (features/phone-verification, SPEC §4 and §8): refusals, the SMS and the call,
// and the units of a wait (whole minutes under an hour, whole hours above).
export default {
  requestsExhausted:
    'Verificați numărul de telefon: ați folosit toate solicitările de cod. Încercați din nou peste 1 oră sau schimbați numărul.',
  inputsExhausted_one:
    'Verificați numărul de telefon: codul a fost introdus greșit ({{count}} încercare). Solicitați un cod nou.',
  inputsExhausted_few:
    'Verificați numărul de telefon: codul a fost introdus greșit de {{count}} ori. Solicitați un cod nou.',
  inputsExhausted_other:
    'Verificați numărul de telefon: codul a fost introdus greșit de {{count}} de ori. Solicitați un cod nou.',
  numbersExhausted:
    'Ați atins limita zilnică de numere de verificat ({{count}}). Puteți verifica un număr nou peste {{wait}}.',
  ipExhausted: 'Prea multe solicitări de cod din rețeaua dvs. Încercați din nou peste {{wait}}.',
  delay: 'Un cod tocmai a fost trimis. Puteți solicita altul peste {{seconds}} s.',
  alreadyUsed: 'Acest număr nu poate fi adăugat! Este deja confirmat în alt cont.',
  wrongCode: 'Cod greșit. Încercări rămase: {{left}}.',
  codeExpired: 'Codul nu mai este valabil. Solicitați un cod nou.',
  unavailable: 'Verificarea telefonului nu poate fi finalizată, încercați mai târziu.',
  smsText: 'Posylka: codul dvs. de verificare este {{code}}. Nu îl comunicați nimănui.',
  callText: 'Posylka: apel pentru verificarea numărului. Răspundeți pentru a confirma numărul.',
  wait: {
    minutes: '{{minutes}} min',
    hours: '{{hours}} h',
  },
};
