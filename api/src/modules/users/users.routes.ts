import { idParamsSchema, profilePatchSchema, publicUserSchema, userSchema, userPaths } from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { getCurrentUser, getPublicUser, updateCurrentUser } from './users.service';

export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['auth'], security: [{ bearerAuth: [] }] };

  r.get(
    userPaths.me.pattern,
    {
      schema: { ...common, summary: 'The signed-in user', response: { 200: userSchema } },
      preHandler: app.requireUser,
    },
    async (request) => getCurrentUser(app.db, currentUser(request).id),
  );

  r.patch(
    userPaths.me.pattern,
    {
      schema: {
        ...common,
        summary: 'Update the profile fields sent (a new e-mail needs current_password and is confirmed again)',
        body: profilePatchSchema,
        response: { 200: userSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { user, emailChanged } = await updateCurrentUser(app.db, currentUser(request).id, request.body);
      if (emailChanged) app.accounts.sendVerificationLater({ id: user.id, email: user.email });
      return user;
    },
  );

  r.get(
    userPaths.publicProfile.pattern,
    {
      schema: {
        tags: ['users'],
        summary: 'A public profile (anyone)',
        params: idParamsSchema,
        response: { 200: publicUserSchema },
      },
    },
    async (request) => getPublicUser(app.db, request.params.id),
  );
}
