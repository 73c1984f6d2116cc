import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { FORM_ECHO_KEY, type FormEcho, type NativeFormName } from '../contracts/native-forms';

/**
 * The outcome of this page's native post of `form` (web/src/forms/native-forms.ts), from the query cache the
 * server's render handed over; undefined on any other page or form. (In the singleton: a page decides by it
 * whether a part is the same for every visit, without loading the forms' code.)
 */
export function useFormEcho(form: NativeFormName): FormEcho | undefined {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const echo = client.getQueryData<FormEcho>(FORM_ECHO_KEY);
  return echo && echo.form === form && echo.path === pathname ? echo : undefined;
}
