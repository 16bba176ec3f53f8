// Phone verification (features/phone-verification, SPEC §4 and §8): refusals, the SMS and the call,
// and the units of a wait (whole minutes under an hour, whole hours above).
export default {
  requestsExhausted:
    'Check your phone number: you have used all code requests. Try again in 1 hour or change the number.',
  inputsExhausted_one:
    'Check your phone number: the code was entered wrongly {{count}} time. Request a new code.',
  inputsExhausted_other:
    'Check your phone number: the code was entered wrongly {{count}} times. Request a new code.',
  numbersExhausted:
    'You have reached the daily limit of numbers to verify ({{count}}). You can verify a new number in {{wait}}.',
  ipExhausted: 'Too many code requests from your network. Try again in {{wait}}.',
  delay: 'A code has just been sent. You can request another one in {{seconds}} s.',
  alreadyUsed: 'This number cannot be added! It is already verified on another account.',
  wrongCode: 'Wrong code. Attempts left: {{left}}.',
  codeExpired: 'The code is no longer valid. Request a new code.',
  unavailable: 'Phone verification cannot be completed, please try again later.',
  smsText: 'Posylka: your verification code is {{code}}. Do not share it with anyone.',
  callText: 'Posylka: a call to verify your number. Answer it to confirm the number.',
  wait: {
    minutes: '{{minutes}} min',
    hours: '{{hours}} h',
  },
};
