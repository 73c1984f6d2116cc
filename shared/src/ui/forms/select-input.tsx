import { NativeSelect } from '@chakra-ui/react/native-select';

export type SelectOption = string | { value: string; label: string };

export type SelectInputProps = NativeSelect.FieldProps & {
  /** A plain string is both the value and the label. */
  options: readonly SelectOption[];
  /** The first option, of value '' (a choice not made yet). */
  empty?: string;
};

/** A native select of `options` (spread react-hook-form's `register(name)` into it). */
export function SelectInput({ options, empty, ...field }: SelectInputProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
