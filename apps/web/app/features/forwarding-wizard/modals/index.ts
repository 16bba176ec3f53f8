// The wizard's modals (SPEC §2 "Modals", §4).
export { InfoModal } from './info-modal.js';
export { PhoneAddModal } from './phone-add-modal.js';
export {
  BlockedOrderModal,
  DraftSavedModal,
  ExitConfirmModal,
  PostBoxDisabledModal,
} from './wizard-modals.js';
