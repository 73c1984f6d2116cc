export { FormField, type FormFieldProps } from './form-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
// Re-exported so every remote validates with the one zod copy that @alumni/shared (a federation singleton) carries.
export { zodResolver } from '@hookform/resolvers/zod';
