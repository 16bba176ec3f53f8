// The console's audit log page (issue 5), kept apart from admin.ts by concept; admin.ts puts it
// under `audit`.
export default {
  title: 'Журнал дій',
  entityType: 'Тип',
  entityId: 'Ідентифікатор',
  action: 'Дія',
  entity: 'Об’єкт',
  changes: 'Зміни',
  system: 'система',
  types: {
    order: 'Посилка',
    buyout_order: 'Викуп',
    user: 'Користувач',
    notification_delivery: 'Повідомлення клієнту',
    notification_channel: 'Канал повідомлень',
  },
};
