// Step 4 "Delivery" (SPEC §2).
export { DeliveryStep, type DeliveryHandle, type DeliveryStepProps } from './delivery-step.js';
