export { RegisterForm } from './register-form.js';
export { LoginForm } from './login-form.js';
export { EmailConfirmation } from './email-confirmation.js';
export { ForgotPasswordForm } from './forgot-password-form.js';
export { ResetPasswordForm } from './reset-password-form.js';
export { EmailChangeConfirmation } from './email-change-confirmation.js';
export { useSubmitWithViolations } from './use-auth-form.js';
