import { Field } from '@chakra-ui/react/field';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useFieldMessage } from './field-message';

export type FormFieldProps = {
  label: ReactNode;
  /** react-hook-form's `formState.errors.<name>` or a plain message. */
  error?: FieldError | string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
};

/**
 * Label, control, helper and error text wired together (ids and aria-invalid come from Field.Root); the error
 * in the page's language.
 */
export function FormField({ label, error, helperText, required, disabled, children }: FormFieldProps) {
  // A contract's message (English) in the page's language.
  const message = useFieldMessage(typeof error === 'string' ? error : error?.message);
  return (
    <Field.Root invalid={Boolean(message)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
