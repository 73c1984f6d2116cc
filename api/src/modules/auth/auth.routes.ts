import {
  loginBodySchema,
  loginResponseSchema,
  messageSchema,
  passwordChangeResponseSchema,
  passwordChangeSchema,
  refreshResponseSchema,
  registrationBodySchema,
  authPaths,
} from '@alumni/shared/contracts';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { loginLimiters } from './login-limiters';
import { assertXsrf, clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './auth.cookies';
import * as auth from './auth.service';

const clientInfo = (request: FastifyRequest): auth.ClientInfo => ({
  userAgent: request.headers['user-agent'] ?? null,
  ip: request.ip ?? null,
});

export async function authRoutes(app: FastifyInstance) {
  // The session cookies are read and written here only: registered in this scope, the cookie parser and
  // its onSend hook do not run on every other answer (a browser sends XSRF-TOKEN with each request).
  await app.register(fastifyCookie);
  const limits = app.limits.values;
  const deps: auth.AuthDeps = {
    db: app.db,
    tokens: app.tokens,
    config: app.config,
    loginLimiters: loginLimiters(app),
    notices: app.accounts.notices,
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    authPaths.registration.pattern,
    {
      schema: {
        tags,
        summary: 'Create an account and sign in',
        body: registrationBodySchema,
        response: { 201: loginResponseSchema },
      },
      ...app.limits.perAddress('registration-ip', limits.registrationPerIp, limits.registrationWindowMs),
    },
    async (request, reply) => {
      const session = await auth.register(
        deps,
        // The account's mails follow the language the person signed up in.
        { email: request.body.email, password: request.body.password1, language: request.language },
        clientInfo(request),
      );
      app.accounts.sendVerificationLater({ id: session.userId, email: session.email });
      setSessionCookies(reply, app.config, app.tokens, session.refreshToken);
      return reply.status(201).send({ access: session.access });
    },
  );

  r.post(
    authPaths.login.pattern,
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
      // Failures only: a hall of people behind one address signing in is not a guessing run.
      ...app.limits.perAddress('login-ip', limits.loginPerIp, limits.loginWindowMs, { failuresOnly: true }),
    },
    async (request, reply) => {
      const session = await auth.login(deps, request.body, clientInfo(request));
      setSessionCookies(reply, app.config, app.tokens, session.refreshToken);
      return { access: session.access };
    },
  );

  r.post(
    authPaths.refresh.pattern,
    {
      schema: {
        tags,
        summary: 'New access token from the refresh cookie (rotates it; needs X-XSRF-TOKEN)',
        response: { 200: refreshResponseSchema },
      },
      ...app.limits.perAddress('refresh-ip', limits.refreshPerIp, limits.refreshWindowMs),
      preHandler: async (request) => assertXsrf(request, app.tokens),
    },
    async (request, reply) => {
      try {
        const session = await auth.refresh(deps, request.cookies[REFRESH_COOKIE], clientInfo(request));
        setSessionCookies(reply, app.config, app.tokens, session.refreshToken);
        return { accessToken: session.access };
      } catch (error) {
        clearSessionCookies(reply, app.config);
        throw error;
      }
    },
  );

  r.post(
    authPaths.logout.pattern,
    {
      schema: { tags, summary: 'End this session (needs X-XSRF-TOKEN)', response: { 200: messageSchema } },
      preHandler: async (request) => assertXsrf(request, app.tokens),
    },
    async (request, reply) => {
      await auth.logout(deps, request.cookies[REFRESH_COOKIE]);
      clearSessionCookies(reply, app.config);
      return { message: 'Successfully logged out.' };
    },
  );

  r.post(
    authPaths.passwordChange.pattern,
    {
      schema: {
        tags,
        summary: 'Change the password (needs the current one); ends every other session',
        security: [{ bearerAuth: [] }],
        body: passwordChangeSchema,
        response: { 200: passwordChangeResponseSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const session = await auth.changePassword(
        deps,
        user.id,
        { oldPassword: request.body.old_password, newPassword: request.body.new_password1 },
        clientInfo(request),
      );
      setSessionCookies(reply, app.config, app.tokens, session.refreshToken);
      return { message: 'Password changed successfully.', access: session.access };
    },
  );
}
