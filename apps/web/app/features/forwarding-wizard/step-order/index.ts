// Step 1 "Order" (SPEC §2).
export { OrderStep, type OrderStepProps } from './order-step.js';
