import { Input, Stack, type InputProps } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { useState, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { FormField } from './form-field';

export type PasswordFieldProps = Omit<InputProps, 'type'> & {
  label: ReactNode;
  error?: FieldError | string;
  helperText?: ReactNode;
  showLabel?: string;
};

/** A password input with its own "Show Password" checkbox (spec: each password has its own). */
export function PasswordField({
  label,
  error,
  helperText,
  required,
  showLabel = 'Show Password',
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Stack gap="2">
      <FormField label={label} error={error} helperText={helperText} required={required}>
        <Input type={visible ? 'text' : 'password'} autoComplete="current-password" {...inputProps} />
      </FormField>
      <Checkbox.Root size="sm" checked={visible} onCheckedChange={(details) => setVisible(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{showLabel}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
