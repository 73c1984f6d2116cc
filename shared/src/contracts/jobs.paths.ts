import { apiPath, type Call } from './api-path';
import type { Paginated } from './common';
import type { Job, ScheduledJob } from './jobs';

/** The background job queue, for the super admin. */
export const jobPaths = {
  list: apiPath('/jobs/').calls<{ get: Call<Paginated<Job>> }>(),
  retry: apiPath('/jobs/:id/retry/').calls<{ post: Call<Job> }>(),
  /** The jobs that run on a schedule, and running one now. */
  scheduled: apiPath('/jobs/scheduled/').calls<{ get: Call<{ results: ScheduledJob[] }> }>(),
  run: apiPath('/jobs/scheduled/:name/run/').calls<{ post: Call<Job> }>(),
};
