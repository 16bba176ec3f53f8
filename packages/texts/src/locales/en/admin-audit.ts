// The console's audit log page (issue 5), kept apart from admin.ts by concept; admin.ts puts it
// under `audit`.
export default {
  title: 'Audit log',
  entityType: 'Type',
  entityId: 'Identifier',
  action: 'Action',
  entity: 'Entity',
  changes: 'Changes',
  system: 'system',
  types: {
    order: 'Parcel',
    buyout_order: 'Buy-out',
    user: 'User',
    notification_delivery: 'Customer message',
    notification_channel: 'Message channel',
  },
};
