// Content and visitor-form endpoints (spec section 7): home page blocks, information pages,
// policies, session time-out, contact inquiry, item request and newsletter subscription.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SessionTimeoutResponse } from '@contracts/auth';
import {
  AboutResponse,
  BannerListResponse,
  BlogDetailResponse,
  BlogListResponse,
  BlogSlugParams,
  FaqListResponse,
  FlatPolicyResponse,
  FormSentResponse,
  InquiryBody,
  ItemRequestBody,
  NestedPolicyResponse,
  PartnerListResponse,
  SocialLinksResponse,
  SubscribeRequest,
} from '@contracts/content';
import { typed } from '../../lib/routes';
import { formParts } from '../../lib/multipart';
import * as content from './service';

const tags = ['content'];
const ok = { 200: FormSentResponse };

/** Multipart form posts arrive as parts; their text fields make the same body as JSON would. */
async function formFields(req: FastifyRequest): Promise<unknown> {
  if (!req.isMultipart()) return req.body;
  const fields: Record<string, unknown> = {};
  for await (const part of formParts(req)) {
    if (part.type === 'field') fields[part.fieldname] = part.value;
    else part.file.resume(); // files are not part of these forms
  }
  return fields;
}

export default async function contentRoutes(app: FastifyInstance) {
  const api = typed(app);

  api.get('/banner-list', { schema: { tags, summary: 'Home page banners', response: { 200: BannerListResponse } } }, async () => ({
    status: true,
    data: { banners: await content.listBanners(app.db) },
  }));

  api.get('/partner-list', { schema: { tags, summary: 'Partner logos', response: { 200: PartnerListResponse } } }, async () => ({
    status: true,
    data: { partners: await content.listPartners(app.db) },
  }));

  api.get('/social-links', { schema: { tags, summary: 'Social media links', response: { 200: SocialLinksResponse } } }, async () => ({
    status: true,
    SocialLink: await content.listSocialLinks(app.db),
  }));

  api.get('/faqs', { schema: { tags, summary: 'Frequently asked questions', response: { 200: FaqListResponse } } }, async () => ({
    status: true,
    faqs: await content.listFaqs(app.db),
  }));

  api.get('/about', { schema: { tags, summary: 'About page entries', response: { 200: AboutResponse } } }, async () => ({
    status: true,
    about: await content.listAbout(app.db),
  }));

  api.get('/blog', { schema: { tags, summary: 'Blog posts, newest first', response: { 200: BlogListResponse } } }, async () => ({
    status: true,
    blog: await content.listBlogs(app.db),
  }));

  api.get(
    '/blog-details/:slug',
    { schema: { tags, summary: 'One blog post', params: BlogSlugParams, response: { 200: BlogDetailResponse } } },
    async (req) => ({ status: true, blog: await content.blogBySlug(app.db, req.params.slug) }),
  );

  const flatPolicy = (path: string, kind: content.PolicyKind, summary: string) =>
    api.get(path, { schema: { tags, summary, response: { 200: FlatPolicyResponse } } }, async () => ({
      status: true,
      ...(await content.policy(app.db, kind)),
    }));
  const nestedPolicy = (path: string, kind: content.PolicyKind, summary: string) =>
    api.get(path, { schema: { tags, summary, response: { 200: NestedPolicyResponse } } }, async () => ({
      status: true,
      policies: await content.policy(app.db, kind),
    }));
  flatPolicy('/privacyPolicies', 'privacy', 'Privacy policy');
  flatPolicy('/shippingPolicies', 'shipping', 'Shipping policy');
  nestedPolicy('/termsConditions', 'terms', 'Terms and conditions');
  nestedPolicy('/cancellationrefund', 'cancellation', 'Cancellation and refund policy');

  api.get(
    '/session-timeout',
    { schema: { tags, summary: 'Inactivity time-out in seconds', response: { 200: SessionTimeoutResponse } } },
    async () => ({ status: true, timeout: app.config.sessionTimeoutSeconds }),
  );

  // The visitor forms check their fields in the service (the spec's messages, from
  // contracts/fields); the body schemas are loose on purpose, and a missing body reaches the
  // service as "every field missing".
  const forms = app.services;

  api.post(
    '/contact-us',
    {
      schema: {
        tags,
        summary: 'Send a contact inquiry',
        description: 'Stores the inquiry, mails it to the sales address and sends the visitor a confirmation. 422 with field-keyed errors on bad input.',
        body: InquiryBody,
        response: { 200: FormSentResponse },
      },
    },
    async (req) => {
      await content.createInquiry(forms, req.body);
      return { status: true, message: 'Inquiry submitted successfully!' };
    },
  );

  api.post(
    '/request-an-item',
    {
      schema: {
        tags,
        summary: 'Request products that are not listed',
        description:
          'JSON, URL-encoded (products[0][product_name]=...) or multipart form. Stores the request, mails it to the sales address and ' +
          'sends the visitor a confirmation. 422 with errors keyed by field, and by product row (products.0.quantity).',
        body: ItemRequestBody,
        response: { 200: FormSentResponse },
      },
    },
    async (req) => {
      await content.createItemRequest(forms, await formFields(req));
      return { status: true, message: 'Your request has been submitted.' };
    },
  );

  api.post('/subscribe', { schema: { tags, summary: 'Subscribe to the newsletter', body: SubscribeRequest, response: ok } }, async (req) => {
    await content.subscribe(app.db, req.body);
    return { status: true, message: 'Thank you for subscribing.' };
  });
}
