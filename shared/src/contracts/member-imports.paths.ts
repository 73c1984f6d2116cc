import { apiPath, type Call } from './api-path';
import type { MemberImportAnswer, MemberImportJob } from './member-imports';

/** Importing an association's members from a CSV or XLSX (its admins); `:id` is the association. */
export const memberImportPaths = {
  /** Multipart: `file`, `dry_run` ("true"/"false"), `mapping` (JSON: field -> column header). */
  run: apiPath('/associations/:id/members/import/').calls<{ post: Call<MemberImportAnswer, FormData> }>(),
  /** A large import run as a job: its progress and, once done, its result. */
  one: apiPath('/associations/:id/members/import/:importId/').calls<{ get: Call<MemberImportJob> }>(),
};
