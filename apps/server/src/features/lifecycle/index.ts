// The parcel's life after the declaration (design §3, §5): applyShipmentEvent for every feature that
// moves a parcel (customer routes, the operator console, the timers), the shipment block of the
// parcel page, the storage timers job and the customer routes.
export { applyShipmentEvent } from './apply.js';
export { departureBlockers } from './departure.js';
export { reconsiderHeldOf, reconsiderHold } from './hold.js';
export { lifecycleFeature } from './routes.js';
export { presentShipment, shipmentStateOf } from './present.js';
export { refusalError } from './messages.js';
export { runShipmentTimers, SHIPMENT_TIMERS_EVERY_MINUTES, SHIPMENT_TIMERS_JOB } from './timers.js';
export { parcelPagePath, publishParcelChange } from './notify.js';
export {
  lifecycleDeps,
  type ApplyRefusalReason,
  type ApplyShipmentEventInput,
  type ApplyShipmentEventResult,
  type LifecycleActorRef,
  type LifecycleDeps,
  type LifecycleLog,
} from './types.js';
