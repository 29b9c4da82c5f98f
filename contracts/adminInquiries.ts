// The back office's wire for the visitor forms (/api/admin/inquiries, /api/admin/item-requests):
// lists filtered by answered/unanswered and text, paged, and "mark answered" with a note.
import { Type, type Static } from 'typebox';
import { Id, Nullable, OneOf, Paged, Timestamp, type PagedOf } from './common';
import { OperatorInquiry, OperatorItemRequest } from './operator';
import { ANSWER_NOTE_MAX } from './adminInquiryRules';

export const ANSWER_STATES = ['unanswered', 'answered', 'all'] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];

export const AdminVisitorFormQuery = Type.Object({
  status: Type.Optional(OneOf(ANSWER_STATES, { description: 'Which to list (default: unanswered).' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Text in the name, company, email, phone, message or reference.' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
});
export type AdminVisitorFormQuery = Static<typeof AdminVisitorFormQuery>;

/** Who answered, when and with what note (null while unanswered). */
export const AnswerInfo = Type.Object({
  answered_at: Nullable(Timestamp),
  answered_by: Nullable(Type.String({ description: 'The staff member\'s name.' })),
  answer_note: Nullable(Type.String()),
});

export const AdminInquiry = Type.Intersect([OperatorInquiry, AnswerInfo]);
export type AdminInquiry = Static<typeof OperatorInquiry> & Static<typeof AnswerInfo>;
export const AdminItemRequest = Type.Intersect([OperatorItemRequest, AnswerInfo]);
export type AdminItemRequest = Static<typeof OperatorItemRequest> & Static<typeof AnswerInfo>;

export const AdminInquiriesResponse = Type.Object({ status: Type.Boolean(), inquiries: Paged(AdminInquiry) });
export type AdminInquiriesResponse = { status: boolean; inquiries: PagedOf<AdminInquiry> };
export const AdminItemRequestsResponse = Type.Object({ status: Type.Boolean(), item_requests: Paged(AdminItemRequest) });
export type AdminItemRequestsResponse = { status: boolean; item_requests: PagedOf<AdminItemRequest> };

export const AdminVisitorFormParams = Type.Object({ id: Id });
export const AnswerRequest = Type.Object({
  note: Type.String({ maxLength: ANSWER_NOTE_MAX + 100, description: 'What was done (a call, a mail, a quotation): at least a few words.' }),
});
export type AnswerRequest = Static<typeof AnswerRequest>;

export const AdminInquiryResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), inquiry: AdminInquiry });
export type AdminInquiryResponse = { status: boolean; message: string; inquiry: AdminInquiry };
export const AdminItemRequestResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), item_request: AdminItemRequest });
export type AdminItemRequestResponse = { status: boolean; message: string; item_request: AdminItemRequest };
