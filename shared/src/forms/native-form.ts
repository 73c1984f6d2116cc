import { useCallback, useRef } from 'react';
import type { FieldError, FieldValues, Path, UseFormRegister, UseFormReturn } from 'react-hook-form';
import { NATIVE_FORMS, type NativeFormName } from '../contracts/native-forms';
import { useFormEcho } from '../ui/form-echo';

export { useFormEcho };

/** The attributes that make a form post natively to its page's path (`search`: the page's query string). */
export const nativeFormProps = (form: NativeFormName, search = '') => ({
  method: 'post' as const,
  action: `${NATIVE_FORMS[form].path}${search}`,
});

/**
 * A react-hook-form form that also works before its script (issue 35): its fields start with what the
 * server's echo kept, show the echo's errors until the first submit here, and keep what the visitor typed
 * into the server's markup before the script came (react-hook-form would set its default values over it).
 */
export function useNativeForm<T extends FieldValues>(
  form: NativeFormName,
  { register, setValue, formState }: Pick<UseFormReturn<T>, 'register' | 'setValue' | 'formState'>,
) {
  const echo = useFormEcho(form);
  const adopted = useRef(new Set<string>());

  const field = useCallback(
    (name: Path<T>) => {
      const registered = register(name);
      return {
        ...registered,
        defaultValue: echo?.values[name],
        ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
          const isFirst = element !== null && !adopted.current.has(name);
          const typed = isFirst ? element.value : '';
          registered.ref(element);
          if (!isFirst) return;
          adopted.current.add(name);
          if (typed !== '') setValue(name, typed as T[Path<T>]);
        },
      };
    },
    [register, setValue, echo],
  ) as unknown as UseFormRegister<T>;

  const errorOf = (name: Path<T>): FieldError | string | undefined =>
    (formState.errors[name] as FieldError | undefined) ??
    (formState.submitCount === 0 ? echo?.errors[name] : undefined);

  return { echo, field, errorOf };
}
