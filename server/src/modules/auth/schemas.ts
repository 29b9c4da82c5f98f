// Request schemas of the auth routes. Presence and format rules live in the service, which
// answers with the storefront's own messages; these schemas describe the shapes for OpenAPI.

import type { FastifyInstance } from 'fastify';

const str = { type: 'string' } as const;

/**
 * A POST without a body is answered like an empty form (field messages such as 'Email is
 * required') rather than Ajv's "body must be object". Encapsulated: applies to the caller's routes.
 */
export function treatMissingBodyAsEmpty(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.method === 'POST' && req.body == null && !req.isMultipart()) req.body = {};
  });
}

/** An object body of optional string fields (form posts send everything as text). */
export function stringFields(fields: readonly string[], description?: string) {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties: Object.fromEntries(fields.map((f) => [f, str])),
  } as const;
}

export const loginBody = stringFields(['email', 'password']);

export const registerFields = [
  'gstno',
  'pan_number',
  'tan_number',
  'msme_number',
  'incorporation_number',
  'moa_number',
  'company_name',
  'company_domain',
  'type_of_company',
  'no_of_employee',
  'first_name',
  'last_name',
  'phone',
  'fax',
  'email',
  'password',
  's_address_line1',
  's_address_line2',
  's_city',
  's_state',
  's_pincode',
  's_country',
  'b_address_line1',
  'b_address_line2',
  'b_city',
  'b_state',
  'b_pincode',
  'b_country',
] as const;

export const registerBody = stringFields(registerFields, 'Company registration (spec section 3).');

export const forgetPasswordBody = stringFields(['email', 'base_url'], 'base_url: the address of the reset page.');

export const resetPasswordBody = stringFields(['email', 'password', 'password_confirmation', 'token']);

export const bearer = [{ bearer: [] }];
