export { FormField, type FormFieldProps } from './form-field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { SubmitButton } from './submit-button';
