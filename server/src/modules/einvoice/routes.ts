// The e-invoice portal's public key (/api/einvoice/public-key.pem): anyone holding a printed QR code
// or a signed invoice verifies its JWT (RS256) with it, as the government portal publishes its own.
import type { FastifyInstance } from 'fastify';

export default async function eInvoiceRoutes(app: FastifyInstance) {
  app.get(
    '/einvoice/public-key.pem',
    { schema: { tags: ['E-invoices'], summary: 'The PEM public key the e-invoice portal’s signed invoices and QR codes verify with' } },
    async (_req, reply) =>
      reply
        .header('content-type', 'application/x-pem-file')
        .header('content-disposition', 'attachment; filename="einvoice-public-key.pem"')
        .header('cache-control', 'public, max-age=3600')
        .send(await app.services.einvoicePortal.publicKeyPem()),
  );
}
