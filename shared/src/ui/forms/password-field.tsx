import { Box, HStack, Input, Stack, type InputProps } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useShellText } from '../../i18n/react';
import { FormField } from './form-field';

export type PasswordFieldProps = Omit<InputProps, 'type'> & {
  label: ReactNode;
  error?: FieldError | string;
  helperText?: ReactNode;
  showLabel?: string;
};

/**
 * A password input with its own "Show Password" checkbox (spec: each password has its own): a native checkbox
 * the page head's snippet answers (shared/src/hydration/native-controls.cjs), with or without the page's script.
 */
export function PasswordField({ label, error, helperText, required, showLabel, ...inputProps }: PasswordFieldProps) {
  const t = useShellText();
  const field = useRef<HTMLDivElement>(null);
  // React sets the input's type as it hydrates it: a box ticked before the script came shows the text again.
  useEffect(() => {
    const box = field.current?.querySelector<HTMLInputElement>('input[data-shows-password]');
    const input = field.current?.querySelector<HTMLInputElement>('input[data-password]');
    if (box?.checked && input) input.type = 'text';
  }, []);
  return (
    <Stack ref={field} gap="2" data-password-field="">
      <FormField label={label} error={error} helperText={helperText} required={required}>
        <Input type="password" autoComplete="current-password" {...inputProps} data-password="" />
      </FormField>
      <HStack asChild gap="2" textStyle="sm" cursor="pointer" alignSelf="flex-start">
        <label>
          <Box asChild boxSize="4" accentColor="colorPalette.solid" cursor="pointer" m="0">
            <input type="checkbox" data-shows-password="" />
          </Box>
          {showLabel ?? t('forms.showPassword')}
        </label>
      </HStack>
    </Stack>
  );
}

/** A password input of a form, declared as data: its field, label, autocomplete and Show checkbox label. */
export type PasswordInput<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  showLabel?: string;
};

/**
 * A form's password inputs, each required and bound to its field (`register`, its error). `errorOf` gives a
 * page's own message for a field (the two new passwords differ), shown instead of the field's error.
 */
export function PasswordInputs<T extends FieldValues>({
  inputs,
  register,
  errors,
  errorOf = () => undefined,
}: {
  inputs: readonly PasswordInput<T>[];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  errorOf?: (name: Path<T>) => string | undefined;
}) {
  return inputs.map(({ name, ...input }) => (
    <PasswordField
      key={name}
      {...input}
      error={errorOf(name) ?? (errors[name] as FieldError | undefined)}
      required
      {...register(name)}
    />
  ));
}
