/** Props of the verification dialog (shared by the address form and the order wizards). */
export interface PhoneVerificationDialogProps {
  /** Phone as typed or normalised (12 digits, 380…); the dialog normalises it again. */
  phone: string;
  open: boolean;
  /** Called once with the normalised phone when the server confirmed it. */
  onVerified: (phone: string) => void;
  onClose: () => void;
}

/** Props of the phone input; `value`/`onChange`/`onBlur`/`name`/`ref` come from react-hook-form's field. */
export interface PhoneFieldProps {
  name?: string | undefined;
  label?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  /** Already translated error text (e.g. from formState.errors.phone?.message). */
  error?: string | undefined;
  /** The number is verified for this user: shows the check icon instead of the button. */
  verified?: boolean | undefined;
  /** Called with the normalised phone after a successful verification. */
  onVerified?: ((phone: string) => void) | undefined;
  disabled?: boolean | undefined;
  id?: string | undefined;
}
