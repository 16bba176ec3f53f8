export { OrdersEmpty } from './orders-empty.js';
export { EmailReminder } from './email-reminder.js';
export { Onboarding, onboardingHidden } from './onboarding.js';
export { OrdersList } from './orders-list.js';
export { ImpossibleToRemoveDialog, RemoveOrderDialog } from './order-dialogs.js';
export type { OrdersCountryOption } from './orders-filters.js';
export {
  DEFAULT_ORDERS_QUERY,
  ordersApiQuery,
  ordersQueryString,
  parseOrdersQuery,
  type OrdersListQuery,
} from './list-query.js';
