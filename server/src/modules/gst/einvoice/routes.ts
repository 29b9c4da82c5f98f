// The e-invoice portal's public key (/api/einvoice/public-key.pem): anyone holding a printed QR code
// or a signed invoice verifies its JWT (RS256) with it, as the government portal publishes its own.
// The plugin also says how the 'einvoice-register' jobs run.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/errors';
import { registerEInvoiceJobs } from '../eInvoices';

export const NO_SIGNING_KEY = 'This store was not given the e-invoice portal’s signing key (EINVOICE_SIGNING_PUBLIC_KEY): the portal publishes it.';

export default async function eInvoiceRoutes(app: FastifyInstance) {
  registerEInvoiceJobs(app.services);
  app.get(
    '/einvoice/public-key.pem',
    { schema: { tags: ['E-invoices'], summary: 'The PEM public key the e-invoice portal’s signed invoices and QR codes verify with' } },
    async (_req, reply) => {
      const pem = await app.services.einvoicePortal.publicKeyPem();
      if (pem === null) throw notFound(NO_SIGNING_KEY);
      return reply
        .header('content-type', 'application/x-pem-file')
        .header('content-disposition', 'attachment; filename="einvoice-public-key.pem"')
        .header('cache-control', 'public, max-age=3600')
        .send(pem);
    },
  );
}
