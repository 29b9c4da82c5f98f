// Content and visitor-form endpoints (spec section 7): home page blocks, information pages,
// policies, session time-out, contact inquiry, item request and newsletter subscription.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FormAnswer, InquiryBody, ItemRequestBody } from '@contracts/content';
import { createMailer } from '../../lib/mail';
import { formParts } from '../../lib/multipart';
import * as content from './service';

const tags = ['content'];
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const ok = (data: Record<string, unknown>) => ({ type: 'object', properties: { status: { type: 'boolean' }, ...data } }) as const;
const list = (properties: Record<string, unknown>) => ({ type: 'array', items: { type: 'object', properties } }) as const;
const blog = {
  type: 'object',
  properties: { id: int, slug: str, title: str, description: str, image: { type: ['string', 'null'] }, created_at: { type: 'string', format: 'date-time' } },
} as const;
const policyBody = { type: 'object', properties: { title: str, description: str } } as const;
const message = { 200: ok({ message: str }) };

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
  app.get('/banner-list', { schema: { tags, summary: 'Home page banners', response: { 200: ok({ data: { type: 'object', properties: { banners: list({ id: int, image: str, first_title: str }) } } }) } } }, async () => ({
    status: true,
    data: { banners: await content.listBanners(app.db) },
  }));

  app.get('/partner-list', { schema: { tags, summary: 'Partner logos', response: { 200: ok({ data: { type: 'object', properties: { partners: list({ id: int, name: str, image: str }) } } }) } } }, async () => ({
    status: true,
    data: { partners: await content.listPartners(app.db) },
  }));

  app.get('/social-links', { schema: { tags, summary: 'Social media links', response: { 200: ok({ SocialLink: list({ id: int, platform: str, url: str }) }) } } }, async () => ({
    status: true,
    SocialLink: await content.listSocialLinks(app.db),
  }));

  app.get('/faqs', { schema: { tags, summary: 'Frequently asked questions', response: { 200: ok({ faqs: list({ id: int, question: str, answer: str }) }) } } }, async () => ({
    status: true,
    faqs: await content.listFaqs(app.db),
  }));

  app.get('/about', { schema: { tags, summary: 'About page entries', response: { 200: ok({ about: list({ id: int, title: str, description: str, image: { type: ['string', 'null'] } }) }) } } }, async () => ({
    status: true,
    about: await content.listAbout(app.db),
  }));

  app.get('/blog', { schema: { tags, summary: 'Blog posts, newest first', response: { 200: ok({ blog: { type: 'array', items: blog } }) } } }, async () => ({
    status: true,
    blog: await content.listBlogs(app.db),
  }));

  app.get<{ Params: { slug: string } }>(
    '/blog-details/:slug',
    {
      schema: {
        tags,
        summary: 'One blog post',
        params: { type: 'object', properties: { slug: { type: 'string', maxLength: 191 } }, required: ['slug'] },
        response: { 200: ok({ blog }) },
      },
    },
    async (req) => ({ status: true, blog: await content.blogBySlug(app.db, req.params.slug) }),
  );

  const flatPolicy = (path: string, kind: content.PolicyKind, summary: string) =>
    app.get(path, { schema: { tags, summary, response: { 200: ok({ title: str, description: str }) } } }, async () => ({
      status: true,
      ...(await content.policy(app.db, kind)),
    }));
  const nestedPolicy = (path: string, kind: content.PolicyKind, summary: string) =>
    app.get(path, { schema: { tags, summary, response: { 200: ok({ policies: policyBody }) } } }, async () => ({
      status: true,
      policies: await content.policy(app.db, kind),
    }));
  flatPolicy('/privacyPolicies', 'privacy', 'Privacy policy');
  flatPolicy('/shippingPolicies', 'shipping', 'Shipping policy');
  nestedPolicy('/termsConditions', 'terms', 'Terms and conditions');
  nestedPolicy('/cancellationrefund', 'cancellation', 'Cancellation and refund policy');

  app.get('/session-timeout', { schema: { tags, summary: 'Inactivity time-out in seconds', response: { 200: ok({ timeout: int }) } } }, async () => ({
    status: true,
    timeout: app.config.sessionTimeoutSeconds,
  }));

  // The visitor forms check their fields in the service (the spec's messages, from
  // contracts/fields); the body schemas are loose on purpose, and a missing body reaches the
  // service as "every field missing".
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const forms: content.FormContext = { db: app.db, mailer: createMailer(app.config), salesEmail: app.config.salesEmail, log: app.log };

  api.post(
    '/contact-us',
    {
      schema: {
        tags,
        summary: 'Send a contact inquiry',
        description: 'Stores the inquiry, mails it to the sales address and sends the visitor a confirmation. 422 with field-keyed errors on bad input.',
        body: InquiryBody,
        response: { 200: FormAnswer },
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
        response: { 200: FormAnswer },
      },
    },
    async (req) => {
      await content.createItemRequest(forms, await formFields(req));
      return { status: true, message: 'Your request has been submitted.' };
    },
  );

  app.post(
    '/subscribe',
    { schema: { tags, summary: 'Subscribe to the newsletter', body: { type: 'object', nullable: true, properties: { email: str } }, response: message } },
    async (req) => {
      await content.subscribe(app.db, req.body);
      return { status: true, message: 'Thank you for subscribing.' };
    },
  );
}
