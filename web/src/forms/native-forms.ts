import { parse as parseCookies } from 'cookie';
import {
  authPaths,
  contactMessageBodySchema,
  contactPaths,
  CONTACT_MESSAGE_SENT,
  getServerMessage,
  loginBodySchema,
  NATIVE_FORMS,
  passwordResetConfirmSchema,
  passwordResetSchema,
  SECRET_FIELDS,
  signUpFormSchema,
  userPaths,
  type FormEcho,
  type NativeFormName,
} from '@alumni/shared/contracts';
import { catalogText, SHELL_CATALOGS } from '@alumni/shared/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { formText } from '../i18n/catalogs/native-forms';
import { languageOfRequest } from '../pages/language';

/**
 * The public site's forms posted by the browser itself, before (or without) the page's script (issue 35):
 * each at its page's path. The body is checked with the form's own contract (the messages the page shows),
 * then the API is called in process from the visitor's address, in the page's language (its validation, rate
 * limits and answers, their messages in the language the page is rendered in);
 * the answer is a redirect (login and sign-up set the API's session cookies) or the page rendered again with
 * the outcome (`FormEcho`: the values typed but passwords, the field errors, the API's reason).
 * A post from another site is refused (its `Origin`, else `Sec-Fetch-Site`), before its body is read.
 */
export type FormPageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  echo: FormEcho,
  status: number,
) => Promise<FastifyReply>;

/** The largest form body taken (a contact message is at most 5,000 characters). */
const BODY_LIMIT = 32 * 1024;

const API = '/api/v1';
type ApiAnswer = { status: number; data: unknown; setCookies: string[]; retryAfter?: string };

/** Only same-site paths: a crafted `from` must never send anyone to another site (as the pages' safeFrom). */
function safeFrom(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  return value;
}

const firstString = (value: unknown) =>
  Array.isArray(value) && typeof value[0] === 'string' ? (value[0] as string) : undefined;

/** `{ email: ["..."] }` answers, for the fields the form has. */
function fieldErrorsOf(data: unknown, fields: readonly string[], rename: Record<string, string> = {}) {
  const errors: Record<string, string> = {};
  if (!data || typeof data !== 'object') return errors;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const field = rename[key] ?? key;
    const message = firstString(value);
    if (message && fields.includes(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The contract's first message per field, or null when the body is valid. */
/** A contract's schema, as far as this reads it (the contracts' zod is theirs). */
type Contract = {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

function contractErrors(schema: Contract, body: Record<string, string>): Record<string, string> | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The form's fields as posted: strings only (a repeated name keeps its first value). */
function fieldsOf(body: unknown, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  const posted = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  for (const field of fields) {
    const value = posted[field];
    const first = Array.isArray(value) ? value[0] : value;
    values[field] = typeof first === 'string' ? first : '';
  }
  return values;
}

/** What the page may show again: never a password or a link's token. */
const shownValues = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([field]) => !SECRET_FIELDS.includes(field)));

/**
 * Same-origin posts only: the browser's `Origin` must be this site's (PUBLIC_ORIGIN or the address asked
 * for); without one, `Sec-Fetch-Site` must say same-origin. Anything else (another site, a client that says
 * nothing) is refused: the session cookies are SameSite=Lax, and this guards what they do not.
 */
function isSameOriginPost(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    const own = [publicOrigin.replace(/\/+$/, ''), `${request.protocol}://${request.host}`];
    return own.includes(origin);
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

export async function nativeForms(
  app: FastifyInstance,
  { publicOrigin, sendFormPage }: { publicOrigin: string; sendFormPage: FormPageSender },
) {
  // In a scope of its own: only these routes read form bodies (the API takes JSON only).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => {
        const values: Record<string, string> = {};
        for (const [key, value] of new URLSearchParams(body as string)) if (!(key in values)) values[key] = value;
        done(null, values);
      },
    );
    // The caller before the body: a cross-site post is refused before anything of it is read.
    scope.addHook('onRequest', async (request, reply) => {
      if (!isSameOriginPost(request, publicOrigin)) {
        return reply
          .code(403)
          .type('text/plain; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(formText(languageOfRequest(request).language, 'form.refused'));
      }
      return undefined;
    });

    const callApi = async (
      request: FastifyRequest,
      method: 'POST' | 'PATCH',
      url: string,
      payload: object | undefined,
      headers: Record<string, string> = {},
    ): Promise<ApiAnswer> => {
      const answer = await app.inject({
        method,
        url: `${API}${url}`,
        payload,
        // The page's own language (?lang=, the cookie, Accept-Language), so its messages read as the page does.
        headers: {
          'content-type': 'application/json',
          'accept-language': languageOfRequest(request).language,
          ...headers,
        },
        remoteAddress: request.ip,
      } as InjectOptions);
      let data: unknown = null;
      try {
        data = answer.body ? JSON.parse(answer.body) : null;
      } catch {
        data = null;
      }
      const raw = answer.headers['set-cookie'];
      const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
      const retryAfter = answer.headers['retry-after'];
      return { status: answer.statusCode, data, setCookies, ...(retryAfter && { retryAfter: String(retryAfter) }) };
    };

    const echoPage = (
      request: FastifyRequest,
      reply: FastifyReply,
      form: NativeFormName,
      values: Record<string, string>,
      outcome: Partial<Pick<FormEcho, 'errors' | 'error' | 'done'>>,
      status: number,
    ) =>
      sendFormPage(
        request,
        reply,
        { form, path: NATIVE_FORMS[form].path, values: shownValues(values), errors: outcome.errors ?? {}, ...outcome },
        status,
      );

    /** An API answer that is no success: its field errors and reason on the page, with its status. */
    const failed = (
      request: FastifyRequest,
      reply: FastifyReply,
      form: NativeFormName,
      values: Record<string, string>,
      answer: ApiAnswer,
      rename: Record<string, string> = {},
    ) => {
      if (answer.retryAfter) reply.header('Retry-After', answer.retryAfter);
      return echoPage(
        request,
        reply,
        form,
        values,
        {
          errors: fieldErrorsOf(answer.data, Object.keys(values), rename),
          error:
            getServerMessage(answer.data) ??
            catalogText(SHELL_CATALOGS, languageOfRequest(request).language, 'error.unknown'),
        },
        answer.status >= 500 ? 503 : answer.status,
      );
    };

    const redirect = (reply: FastifyReply, to: string, setCookies: string[] = []) => {
      for (const cookie of setCookies) reply.header('set-cookie', cookie);
      return reply.code(303).header('Cache-Control', 'no-store').redirect(to, 303);
    };

    const fromOf = (request: FastifyRequest) =>
      safeFrom(new URL(request.url, 'http://h').searchParams.get('from')) ??
      safeFrom((request.body as Record<string, unknown> | null)?.from);

    // Login: the API's session cookies, then where the visitor came from (as the page's own login does).
    const LOGIN_FIELDS = ['email', 'password'] as const;
    scope.post(NATIVE_FORMS.login.path, async (request, reply) => {
      const values = fieldsOf(request.body, LOGIN_FIELDS);
      const errors = contractErrors(loginBodySchema, values);
      if (errors) return echoPage(request, reply, 'login', values, { errors }, 400);
      const answer = await callApi(request, 'POST', authPaths.login(), values);
      if (answer.status !== 200) return failed(request, reply, 'login', values, answer);
      return redirect(reply, fromOf(request) ?? '/associations', answer.setCookies);
    });

    // Sign up: the account (signed in), then its name and phone number, as the page's sign-up does.
    const SIGN_UP_FIELDS = ['first_name', 'last_name', 'phone_number', 'email', 'password1', 'password2'] as const;
    scope.post(NATIVE_FORMS.signUp.path, async (request, reply) => {
      const values = fieldsOf(request.body, SIGN_UP_FIELDS);
      const errors = contractErrors(signUpFormSchema, values);
      if (errors) return echoPage(request, reply, 'signUp', values, { errors }, 400);
      const { email, password1, password2, first_name, last_name, phone_number } = values;
      const answer = await callApi(request, 'POST', authPaths.registration(), { email, password1, password2 });
      if (answer.status !== 201) return failed(request, reply, 'signUp', values, answer);
      const access = (answer.data as { access?: string } | null)?.access ?? '';
      // The account exists and is signed in either way; a failed profile save is left to the profile page.
      const profile = await callApi(
        request,
        'PATCH',
        userPaths.me(),
        { first_name, last_name, phone_number },
        { authorization: `Bearer ${access}` },
      );
      if (profile.status !== 200) request.log.warn({ status: profile.status }, 'native sign-up: profile not saved');
      return redirect(reply, fromOf(request) ?? '/', answer.setCookies);
    });

    // Forgot password: the same answer whether or not the address has an account.
    scope.post(NATIVE_FORMS.forgotPassword.path, async (request, reply) => {
      const values = fieldsOf(request.body, ['email']);
      const errors = contractErrors(passwordResetSchema, values);
      if (errors) return echoPage(request, reply, 'forgotPassword', values, { errors }, 400);
      const answer = await callApi(request, 'POST', authPaths.passwordReset(), values);
      if (answer.status !== 200) return failed(request, reply, 'forgotPassword', values, answer);
      return echoPage(request, reply, 'forgotPassword', values, { done: getServerMessage(answer.data) ?? '' }, 200);
    });

    // Reset password: the link's token (in the page's address and the form), the new password twice.
    const RESET_FIELDS = ['token', 'new_password1', 'new_password2'] as const;
    scope.post(NATIVE_FORMS.resetPassword.path, async (request, reply) => {
      const values = fieldsOf(request.body, RESET_FIELDS);
      const errors = contractErrors(passwordResetConfirmSchema, values);
      if (errors) return echoPage(request, reply, 'resetPassword', values, { errors }, 400);
      const answer = await callApi(request, 'POST', authPaths.passwordResetConfirm(), values);
      if (answer.status !== 200) return failed(request, reply, 'resetPassword', values, answer);
      return echoPage(request, reply, 'resetPassword', values, { done: getServerMessage(answer.data) ?? '' }, 200);
    });

    // Get in Touch, on the landing page.
    const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
    scope.post(NATIVE_FORMS.contact.path, async (request, reply) => {
      const values = fieldsOf(request.body, CONTACT_FIELDS);
      const errors = contractErrors(contactMessageBodySchema, values);
      if (errors) return echoPage(request, reply, 'contact', values, { errors }, 400);
      const answer = await callApi(request, 'POST', contactPaths.messages(), values);
      // The API answers errors about the field "message" under "message_errors".
      if (answer.status !== 201 && answer.status !== 200)
        return failed(request, reply, 'contact', values, answer, { message_errors: 'message' });
      return echoPage(request, reply, 'contact', {}, { done: CONTACT_MESSAGE_SENT }, 200);
    });

    // Logout: at a path under the API's auth paths, the only ones the browser sends the refresh cookie to;
    // the API's own logout is called with it and the XSRF cookie as its header (this post is same-origin).
    scope.post(NATIVE_FORMS.logout.path, async (request, reply) => {
      const xsrf = parseCookies(request.headers.cookie ?? '')['XSRF-TOKEN'];
      const answer = await callApi(request, 'POST', authPaths.logout(), undefined, {
        ...(xsrf && { 'x-xsrf-token': xsrf, cookie: request.headers.cookie ?? '' }),
      });
      return redirect(reply, '/', answer.setCookies);
    });
  });
}
