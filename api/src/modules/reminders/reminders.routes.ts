import { idParam, reminderPaths, reminderSettingsSchema } from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { associationAdminsOnly } from '../associations';
import * as service from './reminders.service';

const params = z.object({ id: idParam });

/** Whether an association's members get renewal reminders: its admins read and change it. */
export async function reminderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = { tags: ['reminders'], security: [{ bearerAuth: [] }], params };
  const adminsOnly = associationAdminsOnly(app);

  r.get(
    reminderPaths.settings.pattern,
    {
      schema: { ...route, summary: 'Whether members get renewal reminders', response: { 200: reminderSettingsSchema } },
      ...adminsOnly,
    },
    async (request) => service.getReminderSettings(app.db, request.params.id),
  );

  r.put(
    reminderPaths.settings.pattern,
    {
      schema: {
        ...route,
        summary: 'Turn renewal reminders on or off',
        body: reminderSettingsSchema,
        response: { 200: reminderSettingsSchema },
      },
      ...adminsOnly,
    },
    async (request) => service.setReminderSettings(app.db, request.params.id, request.body),
  );
}
