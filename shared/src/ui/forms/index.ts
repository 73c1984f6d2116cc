export { FormField, type FormFieldProps } from './form-field';
export { PasswordField, PasswordInputs, type PasswordFieldProps, type PasswordInput } from './password-field';
export { SelectInput, type SelectInputProps, type SelectOption } from './select-input';
export { SubmitButton } from './submit-button';
export { emptyOfflineClaim, OfflineClaimFields, type OfflineClaimFieldsProps } from './offline-claim-fields';
