import './orders.css';
export { OrdersEmpty } from './orders-empty.js';
export { EmailReminder } from './email-reminder.js';
export { Onboarding, onboardingHidden } from './onboarding.js';
