// The orders list (SPEC §8 "Deleting a non-changeable order shows the impossible-to-remove
// dialog"): the web dialog shows this description as its text.
export default {
  impossibleToRemove:
    'Видалити цю посилку неможливо: вона вже на складі. Якщо щось не так, напишіть у підтримку.',
  // A paid buy-out: its money goes back through the order's own cancel flow, not by removing it.
  buyoutImpossibleToRemove:
    'Видалити це замовлення на викуп неможливо: його вже оплачено. Скасувати його можна на сторінці замовлення.',
};
