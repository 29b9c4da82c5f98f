// The company admin's Team, /api/company-users: the company's users, invitations, roles,
// limits, disabling. Admin only (declared here for the role guard); another company's user answers
// 404 like a missing one. Accepting an invitation (/api/invitations/:token) is public: the link is the key.
import type { FastifyInstance } from 'fastify';
import {
  AcceptInvitationRequest,
  CompanyUserParams,
  CompanyUserResponse,
  CompanyUsersResponse,
  InvitationParams,
  InvitationResponse,
  InviteRequest,
  MailChoicesRequest,
  MailCopiesRequest,
  MyCompanyUserResponse,
  MyPasswordRequest,
  MyProfileRequest,
  MyProfileResponse,
  UpdateCompanyUserRequest,
} from '@contracts/companyUsers';
import { SignedInResponse } from '@contracts/auth';
import { StatusMessage } from '@contracts/common';
import { ADMIN_ONLY, ALL_COMPANY_ROLES } from '@contracts/companyUserRules';
import { bearer, treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { requireCustomer } from '../../plugins/auth';
import { changePassword, createPasswordChangeLimiter } from '../account';
import { acceptInvitation, readInvitation } from './invitations';
import { readMyProfile, setMyMailChoices, updateMyProfile } from './profile';
import { disableUser, enableUser, inviteUser, listUsers, myUser, resendInvitation, revokeInvitation, setMailCopies, updateUser } from './service';

const tags = ['Company users'];
const admin = { customerRoles: ADMIN_ONLY };
/** The user's own profile: every role has one, and reaches only their own. */
const me = { customerRoles: ALL_COMPANY_ROLES };

export default async function teamRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = app.services;
  treatMissingBodyAsEmpty(app);
  const base = { tags, security: bearer };
  // Wrong current passwords count together with the spec's /customer-changepassword (one store, one name).
  const passwordLimiter = createPasswordChangeLimiter(app.limitStore);

  api.get(
    '/company-users',
    { config: admin, schema: { ...base, summary: "The company's users and open invitations", response: { 200: CompanyUsersResponse } } },
    async (req) => ({ status: true, data: { users: await listUsers(app.db, requireCustomer(req)) } }),
  );

  api.get(
    '/company-users/me',
    { config: { customerRoles: ALL_COMPANY_ROLES }, schema: { ...base, summary: 'The signed-in user: role and limits', response: { 200: MyCompanyUserResponse } } },
    async (req) => ({ status: true, data: await myUser(app.db, requireCustomer(req)) }),
  );

  api.put(
    '/company-users/me/mail-copies',
    {
      config: admin,
      schema: {
        ...base,
        summary: "Whether you (an Admin) are copied on the mails about your users' orders, approvals and quotations",
        body: MailCopiesRequest,
        response: { 200: MyCompanyUserResponse },
      },
    },
    async (req) => ({ status: true, data: await setMailCopies(app.db, requireCustomer(req), req.body.copy_company_mails) }),
  );

  api.get(
    '/company-users/me/profile',
    { config: me, schema: { ...base, summary: 'Your own profile: name, mobile and which mails you receive', response: { 200: MyProfileResponse } } },
    async (req) => ({ status: true, data: await readMyProfile(app.db, requireCustomer(req)) }),
  );

  api.put(
    '/company-users/me/profile',
    {
      config: me,
      schema: {
        ...base,
        summary: 'Change your own name and mobile',
        description: 'The mobile is an Indian one; "+91 98765 43210" is kept as 9876543210. Empty clears it.',
        body: MyProfileRequest,
        response: { 200: MyProfileResponse },
      },
    },
    async (req) => ({ status: true, message: 'Profile saved.', data: await updateMyProfile(app.db, requireCustomer(req), req.body) }),
  );

  api.put(
    '/company-users/me/password',
    {
      config: me,
      schema: {
        ...base,
        summary: 'Change your own password',
        description: 'Needs your current password (5 wrong ones in 15 minutes: 429). Your other sessions are signed out.',
        body: MyPasswordRequest,
        response: { 200: StatusMessage },
      },
    },
    async (req) => {
      await changePassword(app.db, passwordLimiter, requireCustomer(req), req.body);
      return { status: true, message: 'Password changed.' };
    },
  );

  api.put(
    '/company-users/me/mail-choices',
    {
      config: me,
      schema: {
        ...base,
        summary: 'Which optional mails you receive',
        description:
          'Order updates, approval requests, quotation answers, due reminders. Password reset, invitation and registration mails are always sent. ' +
          "copy_company_mails is an Admin's (copies of their users' mails); another role sending it gets 403.",
        body: MailChoicesRequest,
        response: { 200: MyProfileResponse },
      },
    },
    async (req) => ({ status: true, message: 'Mail choices saved.', data: await setMyMailChoices(app.db, requireCustomer(req), req.body) }),
  );

  api.post(
    '/company-users',
    {
      config: admin,
      schema: { ...base, summary: 'Invite a user by email', description: `The invitation link works once, for 72 hours.`, body: InviteRequest, response: { 200: CompanyUserResponse } },
    },
    async (req) => ({ status: true, message: 'Invitation sent.', data: await inviteUser(ctx, requireCustomer(req), req.body) }),
  );

  api.patch(
    '/company-users/:id',
    {
      config: admin,
      schema: { ...base, summary: "Change a user's role or limits", description: 'Absent fields stay; an empty limit clears it.', params: CompanyUserParams, body: UpdateCompanyUserRequest, response: { 200: CompanyUserResponse } },
    },
    async (req) => ({ status: true, message: 'User saved.', data: await updateUser(ctx, requireCustomer(req), req.params.id, req.body) }),
  );

  api.post(
    '/company-users/:id/disable',
    { config: admin, schema: { ...base, summary: 'Disable a user (their sessions end at once)', params: CompanyUserParams, response: { 200: CompanyUserResponse } } },
    async (req) => ({ status: true, message: 'User disabled.', data: await disableUser(ctx, requireCustomer(req), req.params.id) }),
  );

  api.post(
    '/company-users/:id/enable',
    { config: admin, schema: { ...base, summary: 'Enable a disabled user', params: CompanyUserParams, response: { 200: CompanyUserResponse } } },
    async (req) => ({ status: true, message: 'User enabled.', data: await enableUser(ctx, requireCustomer(req), req.params.id) }),
  );

  api.post(
    '/company-users/:id/resend-invitation',
    { config: admin, schema: { ...base, summary: 'Send a new invitation link (the old one stops working)', params: CompanyUserParams, response: { 200: CompanyUserResponse } } },
    async (req) => ({ status: true, message: 'Invitation sent again.', data: await resendInvitation(ctx, requireCustomer(req), req.params.id) }),
  );

  api.delete(
    '/company-users/:id/invitation',
    { config: admin, schema: { ...base, summary: 'Withdraw an open invitation', params: CompanyUserParams, response: { 200: StatusMessage } } },
    async (req) => {
      await revokeInvitation(ctx, requireCustomer(req), req.params.id);
      return { status: true, message: 'Invitation withdrawn.' };
    },
  );

  api.get(
    '/invitations/:token',
    { config: { customerRoles: 'public' }, schema: { tags, summary: 'Who an invitation link invites', params: InvitationParams, response: { 200: InvitationResponse } } },
    async (req) => ({ status: true, data: await readInvitation(ctx, req.params.token) }),
  );

  api.post(
    '/invitations/:token/accept',
    {
      config: { customerRoles: 'public' },
      schema: { tags, summary: 'Accept an invitation: set name and password, signed in', params: InvitationParams, body: AcceptInvitationRequest, response: { 200: SignedInResponse } },
    },
    async (req) => {
      const { token, customer } = await acceptInvitation(ctx, req.params.token, req.body);
      return { status: true, token, customer, message: 'Welcome! Your account is ready.' };
    },
  );
}
