// The signed-in customer's profile, password and credit (spec 7, "Account"; GET /credit-limit).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ChangePasswordRequest,
  CreditLimitResponse,
  ProfileResponse,
  ProfileUpdateRequest,
  ProfileUpdateResponse,
} from '@contracts/account';
import { StatusMessage } from '@contracts/common';
import { invalid } from '../../lib/errors';
import { bearer, treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { formParts, multipartError } from '../../lib/multipart';
import { requireApproved, requireCustomer } from '../../plugins/auth';
import {
  IMAGE_TOO_LARGE,
  changePassword,
  createPasswordChangeLimiter,
  creditLimit,
  getProfile,
  updateProfile,
  type UploadedImage,
} from './service';

interface ProfileForm {
  fields: Record<string, unknown>;
  image: UploadedImage | null;
}

/** Reads the profile form: multipart (with an optional `image` file) or a JSON / url-encoded body. */
async function readProfileForm(req: FastifyRequest): Promise<ProfileForm> {
  if (!req.isMultipart()) {
    return { fields: (req.body as Record<string, unknown> | undefined) ?? {}, image: null };
  }
  const fields: Record<string, unknown> = {};
  let image: UploadedImage | null = null;
  try {
    for await (const part of formParts(req)) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'image') image = { data, filename: part.filename };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    // The multipart plugin's 2 MB file limit; answered as a field error the form can show.
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid({ image: [IMAGE_TOO_LARGE] });
    if (code === 'FST_FILES_LIMIT') throw invalid({ image: ['Upload one image only.'] });
    throw multipartError(err);
  }
  return { fields, image };
}

const tags = ['Account'];

export default async function accountRoutes(app: FastifyInstance) {
  const api = typed(app);
  const passwordLimiter = createPasswordChangeLimiter(app.limitStore);

  treatMissingBodyAsEmpty(app);

  api.get('/customer-profile', { schema: { tags, security: bearer, response: { 200: ProfileResponse } } }, async (req) => {
    const customer = requireCustomer(req);
    return { status: true, customer: await getProfile(app.db, customer) };
  });

  api.post(
    '/customer-profile-update',
    {
      schema: {
        tags,
        security: bearer,
        description:
          'multipart/form-data (company_name, email, phone, image: PNG/JPEG/WebP/GIF up to 2 MB) or JSON. ' +
          'Changing the email needs current_password and sends a notice to the old address.',
        body: ProfileUpdateRequest,
        response: { 200: ProfileUpdateResponse },
      },
    },
    async (req) => {
      const who = requireCustomer(req);
      const { fields, image } = await readProfileForm(req);
      const customer = await updateProfile(app.services, passwordLimiter, who, fields, image);
      return { status: true, message: 'Profile updated successfully', customer };
    },
  );

  api.post(
    '/customer-changepassword',
    { schema: { tags, security: bearer, body: ChangePasswordRequest, response: { 200: StatusMessage } } },
    async (req) => {
      const who = requireCustomer(req);
      await changePassword(app.db, passwordLimiter, who, req.body);
      return { status: true, message: 'Password changed successfully' };
    },
  );

  api.get('/credit-limit', { schema: { tags, security: bearer, response: { 200: CreditLimitResponse } } }, async (req) => {
    const who = requireApproved(req);
    return { status: true, data: { credit_limit: await creditLimit(app.db, who.id) } };
  });
}
