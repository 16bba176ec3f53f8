import './auth.css';
export { RegisterForm } from './register-form.js';
export { LoginForm } from './login-form.js';
export { EmailConfirmation } from './email-confirmation.js';
