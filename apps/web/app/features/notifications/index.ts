export { NotificationList } from './notification-list.js';
