// The invoice registration portal (IRP) behind e-invoicing, chosen by configuration: the offline
// sandbox (sandbox.ts) is the default and the only implementation so far; EINVOICE_PROVIDER names it.
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { sandboxPortal } from './sandbox';
import type { EInvoicePortal } from './types';

export type { EInvoicePortal } from './types';

export function createEInvoicePortal(config: Pick<AppConfig, 'einvoiceProvider'>, db: Db): EInvoicePortal {
  switch (config.einvoiceProvider) {
    case 'sandbox':
      return sandboxPortal(db);
  }
}
