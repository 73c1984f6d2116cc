// @alumni/shared/forms: form helpers a frontend bundles itself (not a federation singleton), so
// react-hook-form's resolvers, zod and the form controls (Chakra's Field and Checkbox) load with the
// first form, not with the first page. Each remote validates with the zod copy its own contracts
// (`@alumni/shared/contracts`) were built with.
export { zodResolver } from '@hookform/resolvers/zod';
export { lazyZodResolver } from './lazy-zod-resolver';
export {
  FormField,
  type FormFieldProps,
  PasswordField,
  type PasswordFieldProps,
  PasswordInputs,
  type PasswordInput,
  SelectInput,
  type SelectInputProps,
  type SelectOption,
  SubmitButton,
  emptyOfflineClaim,
  OfflineClaimFields,
  type OfflineClaimFieldsProps,
} from '../ui/forms';
export { nativeFormProps, useFormEcho, useNativeForm } from './native-form';
