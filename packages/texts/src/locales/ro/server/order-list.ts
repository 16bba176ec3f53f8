// The orders list (SPEC §8 "Deleting a non-changeable order shows the impossible-to-remove
// dialog"): the web dialog shows this description as its text.
export default {
  impossibleToRemove:
    'Acest colet nu poate fi șters: este deja în depozit. Dacă ceva nu este în regulă, scrieți asistenței.',
  // A paid buy-out: its money goes back through the order's own cancel flow, not by removing it.
  buyoutImpossibleToRemove:
    'Această achiziție nu poate fi ștearsă: a fost deja plătită. O puteți anula pe pagina comenzii.',
};
