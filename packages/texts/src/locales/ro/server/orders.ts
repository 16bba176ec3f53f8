// The orders feature's 409 answers (OrderConflictError). Field messages come from the domain
// validation catalogue, like every 422.
export default {
  blocked: 'Coletul este suspendat și nu poate fi modificat acum. Reluați livrarea pe pagina coletului.',
  completed: 'Coletul este deja înregistrat: salvați modificările prin editare.',
  notCompleted: 'Coletul nu este încă înregistrat: salvați ciorna sau finalizați-l.',
  notEditable: 'Coletul este deja în depozit sau pe drum: declarația lui nu mai poate fi modificată.',
  passwordClosed: 'Codul-parolă se adaugă înainte ca coletul să ajungă în depozit: acum nu mai este necesar.',
  trackNumberFixed: 'Numărul de urmărire nu mai poate fi schimbat: depozitul a primit deja coletul.',
  notOnShelf: 'Doar un colet care așteaptă în depozit poate fi trimis mai devreme.',
  notBlocked: 'Coletul nu este suspendat.',
};
