// The back office's Jobs screen (/api/admin/jobs...): the job queue's jobs by state and queue, and
// Retry or Discard of a failed one. Admin and Finance; which queues each sees is jobs/admin.ts's rule.
import type { FastifyInstance } from 'fastify';
import { AdminJobChangeResponse, AdminJobListQuery, AdminJobListResponse, AdminJobParams } from '@contracts/adminJobs';
import { JOB_ROLES } from '@contracts/adminJobRules';
import { treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import { discardJob, listJobs, retryJob } from './admin';

const tags = ['Back office: jobs'];

export default async function jobsAdminRoutes(app: FastifyInstance) {
  const api = typed(app);
  const config = { staffRoles: JOB_ROLES };
  treatMissingBodyAsEmpty(app);

  api.get(
    '/admin/jobs',
    {
      config,
      schema: {
        tags,
        summary: 'The job queue’s jobs, newest first, by state and queue, with the counts per state (Finance: the finance queues only)',
        querystring: AdminJobListQuery,
        response: { 200: AdminJobListResponse },
      },
    },
    async (req) => listJobs(app.db, requireStaff(req).role, req.query),
  );

  const change = { params: AdminJobParams, response: { 200: AdminJobChangeResponse } };

  api.post(
    '/admin/jobs/:queue/:id/retry',
    { config, schema: { tags, summary: 'Queue a failed job again for one more try (recorded in the audit log); 409 when it is not failed', ...change } },
    async (req) => {
      const who = requireStaff(req);
      return { status: true, ...(await retryJob(app.db, app.services.jobs, who.role, who, req.params.queue, req.params.id)) };
    },
  );

  api.post(
    '/admin/jobs/:queue/:id/discard',
    { config, schema: { tags, summary: 'Cancel a failed job for good (recorded in the audit log); 409 when it is not failed', ...change } },
    async (req) => {
      const who = requireStaff(req);
      return { status: true, ...(await discardJob(app.db, who.role, who, req.params.queue, req.params.id)) };
    },
  );
}
