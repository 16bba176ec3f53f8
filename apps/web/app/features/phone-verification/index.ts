export type { PhoneVerificationDialogProps, PhoneFieldProps } from './types.js';
export { PhoneVerificationDialog } from './phone-verification-dialog.js';
export { PhoneField } from './phone-field.js';
export { PhoneCard } from './phone-card.js';
export { CodeInput } from './code-input.js';
export { useRealtimeChannel, type RealtimeStatus } from './use-realtime-channel.js';
