import {
  API_BASE_PATH,
  profilePatchSchema,
  publicProfileParamsSchema,
  publicUserSchema,
  userSchema,
  userPaths,
} from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { EmailChangeDeps } from './email-change';
import { getCurrentUser, getPublicUser, publicHandleOf, updateCurrentUser } from './users.service';

export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['auth'], security: [{ bearerAuth: [] }] };
  const limits = app.limits.values;
  const emailChange: EmailChangeDeps = {
    db: app.db,
    notices: app.accounts.notices,
    publicOrigin: app.config.publicOrigin,
    changesPerUser: app.limits.attempts('email-change-user', limits.emailChangePerUser, limits.emailChangeWindowMs),
  };

  r.get(
    userPaths.me.pattern,
    {
      schema: { ...common, summary: 'The signed-in user', response: { 200: userSchema } },
      onRequest: app.requireUser,
    },
    async (request) => getCurrentUser(app.db, currentUser(request).id),
  );

  r.patch(
    userPaths.me.pattern,
    {
      schema: {
        ...common,
        summary:
          'Update the profile fields sent (a new e-mail needs current_password, is confirmed again, is told to the old address; a few tries an hour)',
        body: profilePatchSchema,
        response: { 200: userSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { user, emailChanged } = await updateCurrentUser(emailChange, currentUser(request).id, request.body);
      if (emailChanged) app.accounts.sendVerificationLater({ id: user.id, email: user.email });
      return user;
    },
  );

  const perAddress = app.limits.perAddress(
    'public-profile-ip',
    limits.publicProfilePerIp,
    limits.publicProfileWindowMs,
  );
  r.get(
    userPaths.publicProfile.pattern,
    {
      schema: {
        tags: ['users'],
        summary:
          'A public profile by its handle (anyone); an old numeric id: 401 anonymous, 308 to the handle for a user sharing an association with its owner, else 404',
        params: publicProfileParamsSchema,
        response: { 200: publicUserSchema },
      },
      onRequest: [perAddress.onRequest, app.authenticate],
    },
    async (request, reply) => {
      const { handle } = request.params;
      // A handle is 16 hex characters (it may happen to be all digits); an old id is at most 10 digits.
      if (/^\d{1,10}$/.test(handle)) {
        const target = await publicHandleOf(app.db, request.user, Number(handle));
        return reply
          .header('cache-control', 'private, no-store')
          .redirect(`${API_BASE_PATH}${userPaths.publicProfile(target)}`, 308);
      }
      return getPublicUser(app.db, handle);
    },
  );
}
