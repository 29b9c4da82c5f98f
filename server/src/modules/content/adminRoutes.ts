// The back office's visitor-form calls (/api/admin/inquiries, /api/admin/item-requests), for
// Sales and Admin: the lists and "mark answered" (content/answers.ts holds the rules).
import type { FastifyInstance } from 'fastify';
import {
  AdminInquiriesResponse,
  AdminInquiryResponse,
  AdminItemRequestResponse,
  AdminItemRequestsResponse,
  AdminVisitorFormParams,
  AdminVisitorFormQuery,
  AnswerRequest,
} from '@contracts/adminInquiries';
import { VISITOR_FORM_ROLES } from '@contracts/adminInquiryRules';
import { Failure } from '@contracts/common';
import { typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import { INQUIRY_FORM, ITEM_REQUEST_FORM, answerVisitorForm, searchInquiries, searchItemRequests } from './answers';

const tags = ['Back office'];
const config = { staffRoles: VISITOR_FORM_ROLES };
const refusals = { '4xx': Failure };

export default async function contentAdminRoutes(app: FastifyInstance) {
  const api = typed(app);

  api.get(
    '/admin/inquiries',
    { config, schema: { tags, summary: 'Contact inquiries (unanswered by default), searchable and paged', querystring: AdminVisitorFormQuery, response: { 200: AdminInquiriesResponse } } },
    async (req) => ({ status: true, inquiries: await searchInquiries(app.db, req.query) }),
  );

  api.post(
    '/admin/inquiries/:id/answer',
    { config, schema: { tags, summary: 'Mark a contact inquiry answered, with a note', params: AdminVisitorFormParams, body: AnswerRequest, response: { 200: AdminInquiryResponse, ...refusals } } },
    async (req) => ({ status: true, message: 'Marked answered', inquiry: await answerVisitorForm(app.db, INQUIRY_FORM, requireStaff(req), req.params.id, req.body) }),
  );

  api.get(
    '/admin/item-requests',
    { config, schema: { tags, summary: 'Item requests (unanswered by default), searchable and paged', querystring: AdminVisitorFormQuery, response: { 200: AdminItemRequestsResponse } } },
    async (req) => ({ status: true, item_requests: await searchItemRequests(app.db, req.query) }),
  );

  api.post(
    '/admin/item-requests/:id/answer',
    { config, schema: { tags, summary: 'Mark an item request answered, with a note', params: AdminVisitorFormParams, body: AnswerRequest, response: { 200: AdminItemRequestResponse, ...refusals } } },
    async (req) => ({ status: true, message: 'Marked answered', item_request: await answerVisitorForm(app.db, ITEM_REQUEST_FORM, requireStaff(req), req.params.id, req.body) }),
  );
}
