// The operator API's staff call: `npm run store -- staff-add` while the store runs (a real store's
// first Admin). Registered inside the guarded operator context (plugins/operatorAuth.ts).
import type { FastifyInstance } from 'fastify';
import { StaffCreateRequest, StaffMemberResponse } from '@contracts/staff';
import { typed } from '../../lib/routes';
import { operatorDoc } from '../../plugins/operatorAuth';
import { CLI_ACTOR } from './audit';
import { createStaff } from './service';

export default async function staffOperatorRoutes(app: FastifyInstance) {
  typed(app).post(
    '/operator/staff',
    { schema: { ...operatorDoc, summary: 'Add a back-office staff member', body: StaffCreateRequest, response: { 200: StaffMemberResponse } } },
    async (req) => ({ status: true, message: 'Staff member added', staff: await createStaff(app.db, CLI_ACTOR, req.body) }),
  );
}
