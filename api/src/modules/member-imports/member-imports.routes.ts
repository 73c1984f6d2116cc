import fastifyMultipart from '@fastify/multipart';
import {
  idParamsSchema,
  MEMBER_IMPORT_JOB_THRESHOLD,
  memberImportJobSchema,
  memberImportParamsSchema,
  memberImportPaths,
  memberImportResultSchema,
  type MemberImportResult,
} from '@alumni/shared/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { today } from '../../lib/business-dates';
import { NotFoundError } from '../../lib/errors';
import { isMemberListHeader } from './column-mapping';
import { readSpreadsheet, SPREADSHEET_MAX_BYTES } from '../../lib/spreadsheet';
import { currentUser } from '../../plugins/auth';
import { apiMessages } from '../../plugins/language';
import type { ApiMessages } from '../../i18n/api-messages';
import { associationAdminsOnly } from '../associations';
import { IMPORT_JOB, INVITE_JOB } from './import-jobs';
import { readImportForm } from './import-form';
import * as repo from './member-imports.repository';
import { commitImport, dryRunImport, prepareImport } from './member-imports.service';

/** Importing an association's members (its admins): a dry run, a small file at once, a large one as a job. */
export async function memberImportRoutes(app: FastifyInstance) {
  const common = { tags: ['members'], security: [{ bearerAuth: [] }] };
  const adminsOnly = associationAdminsOnly(app);

  // Multipart in a scope of its own (as withUploads), with the spreadsheet's own 10 MB limit.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: SPREADSHEET_MAX_BYTES, files: 1, fields: 10 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      memberImportPaths.run.pattern,
      {
        schema: {
          ...common,
          summary:
            'Import members from a CSV or XLSX (multipart: file, dry_run, mapping as JSON). 200: the result; 202: a large file, imported by a job to follow',
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 200: memberImportResultSchema, 202: memberImportJobSchema },
        },
        ...adminsOnly,
      },
      async (request, reply) => {
        const associationId = request.params.id;
        const form = await readImportForm(request);
        const sheet = await readSpreadsheet(form.file, { isHeaderRow: isMemberListHeader });
        const prepared = await prepareImport(app.db, associationId, sheet, form.mapping);
        const on = today(app.clock());
        const messages = apiMessages(request);
        if (form.dryRun) return resultIn(messages, await dryRunImport(app.db, associationId, prepared, on));
        if (sheet.rows.length > MEMBER_IMPORT_JOB_THRESHOLD) {
          const fileKey = `private/member-imports/${associationId}/${randomUUID()}`;
          await app.storage.put(fileKey, form.file, 'application/octet-stream');
          const { id } = await repo.insertImport(app.db, {
            association_id: associationId,
            created_by: currentUser(request).id,
            file_key: fileKey,
            mapping: prepared.mapping,
            rows_total: sheet.rows.length,
          });
          await app.jobs.send(IMPORT_JOB, { importId: id }, { singletonKey: `member-import-${id}` });
          return reply.status(202).send(toJob((await repo.findImport(app.db, id))!, messages));
        }
        const { result, invitedUserIds } = await commitImport(app.db, associationId, prepared, {
          today: on,
          now: new Date(),
        });
        if (invitedUserIds.length > 0) await app.jobs.send(INVITE_JOB, {});
        return resultIn(messages, result);
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    memberImportPaths.one.pattern,
    {
      schema: {
        ...common,
        summary: 'A large import: its progress (rows done of rows in all) and, once done, its result',
        params: memberImportParamsSchema,
        response: { 200: memberImportJobSchema },
      },
      ...adminsOnly,
    },
    async (request) => {
      const record = await repo.findImport(app.db, request.params.importId);
      if (!record || record.association_id !== request.params.id)
        throw new NotFoundError('No such import in this association.', 'IMPORT_NOT_FOUND');
      return toJob(record, apiMessages(request));
    },
  );
}

/** A result's reasons in the request's language: written (and a job's kept) in English, as the services say them. */
function resultIn(messages: ApiMessages, result: MemberImportResult): MemberImportResult {
  if (messages.language === 'en') return result;
  return {
    ...result,
    refused: result.refused.map((refusal) => ({ ...refusal, reason: messages.translate(refusal.reason) })),
    rows: result.rows.map((row) => (row.reason ? { ...row, reason: messages.translate(row.reason) } : row)),
  };
}

function toJob(record: repo.ImportRecord, messages: ApiMessages) {
  const result = (record.result ?? null) as MemberImportResult | null;
  return {
    id: record.id,
    status: record.status,
    rows_total: record.rows_total,
    rows_done: record.rows_done,
    result: result && resultIn(messages, result),
    error: record.error === null ? null : messages.translate(record.error),
    created_at: record.created_at,
    finished_at: record.finished_at,
  };
}
