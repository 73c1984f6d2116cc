import { Checkbox } from '@chakra-ui/react/checkbox';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** The "current" checkbox of the education and job forms, bound to react-hook-form. */
export function CurrentCheckbox<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          checked={Boolean(field.value)}
          onCheckedChange={(details) => field.onChange(details.checked === true)}
          name={field.name}
        >
          <Checkbox.HiddenInput onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

/** A date the API sent, as the value of a date input. */
export const dateInputValue = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');
