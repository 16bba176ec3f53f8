import './notifications.css';
export { NotificationList } from './notification-list.js';
