// The orders list (SPEC §8 "Deleting a non-changeable order shows the impossible-to-remove
// dialog"): the web dialog shows this description as its text.
export default {
  impossibleToRemove:
    'Удалить эту посылку невозможно: она уже на складе. Если что-то не так, напишите в поддержку.',
  // A paid buy-out: its money goes back through the order's own cancel flow, not by removing it.
  buyoutImpossibleToRemove:
    'Удалить этот заказ на выкуп невозможно: он уже оплачен. Отменить его можно на странице заказа.',
};
