// Buy-out processing's 409 answers (ProcessingConflictError). The customer reads some (answering
// a question), the operator console the others; every text is in all languages anyway, because the
// error handler answers in the request's language.
export default {
  notInProcessing: 'Această comandă nu este cumpărată acum: nu este plătită, este anulată sau rambursată.',
  lineRecorded:
    'Acest produs este deja înregistrat cu alt preț sau altă cantitate. Se pot schimba doar numărul comenzii din magazin și numărul de urmărire.',
  noQuestion: 'Nu există nicio întrebare despre acest produs la care să răspundeți.',
  noSurcharge: 'Nu există nicio plată suplimentară de achitat pentru acest produs.',
  refundWindowClosed: 'Rambursarea este posibilă doar în 14 zile de la plată.',
  nothingToRefund: 'Nu se poate rambursa nimic: nu există plată sau a fost deja rambursată.',
  notAllBought:
    'Nu toate produsele sunt cumpărate sau rambursate: coletul poate fi creat când fiecare produs este rezolvat și cel puțin unul a fost cumpărat.',
  alreadyArrived: 'Coletul pentru această comandă există deja.',
};
