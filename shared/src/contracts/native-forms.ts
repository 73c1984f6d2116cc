// The public site's forms work before the page's script has come (issue 35): each posts natively to the web
// server at its page's path, which answers a redirect or the page rendered again with a `FormEcho`. The
// page's form reads that echo (its typed values, never a password, and the field errors) from the query
// cache the server's render hands to the browser, under FORM_ECHO_KEY. Plain constants and types: no zod.

/** The forms that post natively, by the name their echo carries. */
export const NATIVE_FORMS = {
  login: { path: '/login' },
  signUp: { path: '/signup' },
  forgotPassword: { path: '/forgot-password' },
  resetPassword: { path: '/reset-password' },
  contact: { path: '/' },
  /** Under the API's auth paths: the browser sends the session's refresh cookie there only. */
  logout: { path: '/api/v1/auth/logout/form' },
} as const;
export type NativeFormName = keyof typeof NATIVE_FORMS;

/** The fields an echo never carries back into the page. */
export const SECRET_FIELDS: readonly string[] = [
  'password',
  'password1',
  'password2',
  'new_password1',
  'new_password2',
  'token',
];

/** What a native post answers with the page: the form's state after the server has seen it. */
export type FormEcho = {
  form: NativeFormName;
  /** The page's path the echo belongs to (a page reached later by the browser's router shows none). */
  path: string;
  /** The values typed, as posted (never a password or a link's token). */
  values: Record<string, string>;
  /** The first error of each field, with the contracts' and the API's messages. */
  errors: Record<string, string>;
  /** A message about the whole form (the API's reason a login failed). */
  error?: string;
  /** The form was accepted: the API's answer to show in its place. */
  done?: string;
};

/** The query key of the echo in the page's query cache (one per page). */
export const FORM_ECHO_KEY = ['native-form-echo'] as const;
