// The back office's Content API (/api/admin/content...), for Catalogue and Admin: everything the
// Content screens show in one call, and add / edit / move / remove per kind, the four policies and
// the free-product offers. Thin: the rules live in content/adminContent.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AdminContentChangeResponse, AdminContentResponse, ContentKindParams, ContentMoveRequest, ContentRowBody, ContentRowParams, FreeProductChange, FreeProductParams, FreeProductRequest, PolicyParams, PolicyRequest } from '@contracts/adminContent';
import { CONTENT_MESSAGES, CONTENT_ROLES } from '@contracts/contentRules';
import { Failure } from '@contracts/common';
import { invalid } from '../../lib/errors';
import { formParts, multipartError } from '../../lib/multipart';
import { typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import {
  addFreeProductOffer,
  adminContent,
  changeFreeProductOffer,
  createContentRow,
  deleteContentRow,
  deleteFreeProductOffer,
  moveContentRow,
  updateContentRow,
  updatePolicy,
  type ContentUpload,
} from './adminContent';

const tags = ['Back office: content'];
const config = { staffRoles: CONTENT_ROLES };
const changed = { 200: AdminContentChangeResponse, '4xx': Failure };

/** A row's form: JSON, or multipart with its text fields and at most one `image` file. */
async function readRowForm(req: FastifyRequest): Promise<{ fields: Record<string, unknown>; upload: ContentUpload | null }> {
  if (!req.isMultipart()) return { fields: (req.body as Record<string, unknown> | undefined) ?? {}, upload: null };
  const fields: Record<string, unknown> = {};
  let upload: ContentUpload | null = null;
  try {
    for await (const part of formParts(req)) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // An empty file input still sends a part with no bytes: no new image.
        if (part.fieldname === 'image' && data.length > 0) upload = { data };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    // The multipart plugin's 2 MB file limit (app.ts), answered as a field error the form can show.
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid({ image: [CONTENT_MESSAGES.imageTooLarge] });
    if (code === 'FST_FILES_LIMIT') throw invalid({ image: [CONTENT_MESSAGES.oneImage] });
    throw multipartError(err);
  }
  return { fields, upload };
}

export default async function contentAdminContentRoutes(app: FastifyInstance) {
  const api = typed(app);
  const ctx = { db: app.db, fileStore: app.fileStore };

  api.get('/admin/content', { config, schema: { tags, summary: 'Every kind of storefront content, with each row\u2019s version', response: { 200: AdminContentResponse } } }, async () => ({
    status: true as const,
    content: await adminContent(app.db),
  }));

  api.post(
    '/admin/content/:kind',
    { config, schema: { tags, summary: 'Add a banner, partner, FAQ, about entry, social link or blog post', params: ContentKindParams, body: ContentRowBody, response: changed } },
    async (req) => {
      const { fields, upload } = await readRowForm(req);
      return { status: true as const, ...(await createContentRow(ctx, requireStaff(req), req.params.kind, fields, upload)) };
    },
  );

  api.put(
    '/admin/content/:kind/:id',
    { config, schema: { tags, summary: 'Edit one row (409 when it changed since the version sent)', params: ContentRowParams, body: ContentRowBody, response: changed } },
    async (req) => {
      const { fields, upload } = await readRowForm(req);
      return { status: true as const, ...(await updateContentRow(ctx, requireStaff(req), req.params.kind, req.params.id, fields, upload)) };
    },
  );

  api.post(
    '/admin/content/:kind/:id/move',
    { config, schema: { tags, summary: 'Move a banner, partner, FAQ or about entry one place up or down', params: ContentRowParams, body: ContentMoveRequest, response: changed } },
    async (req) => ({ status: true as const, ...(await moveContentRow(app.db, requireStaff(req), req.params.kind, req.params.id, req.body.direction)) }),
  );

  api.delete(
    '/admin/content/:kind/:id',
    { config, schema: { tags, summary: 'Remove one row (and its uploaded image)', params: ContentRowParams, response: changed } },
    async (req) => ({ status: true as const, ...(await deleteContentRow(ctx, requireStaff(req), req.params.kind, req.params.id)) }),
  );

  api.put(
    '/admin/content/policies/:kind',
    { config, schema: { tags, summary: 'Edit a policy\u2019s title and text (409 when it changed since the version sent)', params: PolicyParams, body: PolicyRequest, response: changed } },
    async (req) => ({ status: true as const, ...(await updatePolicy(app.db, requireStaff(req), req.params.kind, req.body)) }),
  );

  api.post(
    '/admin/content/free-products',
    { config, schema: { tags, summary: 'Offer a product (by SKU) free with an order', body: FreeProductRequest, response: changed } },
    async (req) => ({ status: true as const, ...(await addFreeProductOffer(app.db, requireStaff(req), req.body)) }),
  );

  api.put(
    '/admin/content/free-products/:id',
    { config, schema: { tags, summary: 'Switch a free-product offer on or off', params: FreeProductParams, body: FreeProductChange, response: changed } },
    async (req) => ({ status: true as const, ...(await changeFreeProductOffer(app.db, requireStaff(req), req.params.id, req.body)) }),
  );

  api.delete(
    '/admin/content/free-products/:id',
    { config, schema: { tags, summary: 'Remove a free-product offer', params: FreeProductParams, response: changed } },
    async (req) => ({ status: true as const, ...(await deleteFreeProductOffer(app.db, requireStaff(req), req.params.id)) }),
  );
}
