// The invoice registration portal (IRP) behind e-invoicing, chosen by configuration
// (EINVOICE_PROVIDER): the offline sandbox (sandbox.ts, the default) or a portal speaking NIC's
// e-invoice API (nic.ts), directly or through a GSP.
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { nicPortal } from './nic';
import { sandboxPortal } from './sandbox';
import type { EInvoicePortal } from './types';

export type { EInvoicePortal } from './types';

export function createEInvoicePortal(config: Pick<AppConfig, 'einvoiceProvider' | 'einvoiceNic' | 'sandboxEInvoiceTryLater'>, db: Db): EInvoicePortal {
  switch (config.einvoiceProvider) {
    case 'sandbox':
      return sandboxPortal(db, { tryLater: () => config.sandboxEInvoiceTryLater });
    case 'nic':
      if (!config.einvoiceNic) throw new Error('EINVOICE_PROVIDER=nic needs the EINVOICE_* settings (config.einvoiceNic).');
      return nicPortal(config.einvoiceNic);
  }
}
