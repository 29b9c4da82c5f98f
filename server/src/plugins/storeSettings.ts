// The store's settings as every part of the server reads them: at start the settings row is made
// from the configuration if there is none (modules/settings/service.ts); then each API request
// reads the row (batched per turn; public catalogue reads skip it) and, when its version is newer than the one this process holds, puts its values in
// app.config (storeName, storeGstin, storeAddress, storeState), which the areas read. So a change
// made through any server process is seen by every process on its next request; nothing is cached
// past that version check. Documents already issued keep the seller they were issued with.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { ensureStoreSettings, readSettings, type SettingsRow } from '../modules/settings/service';
import { turnBatcher } from '../lib/turnBatch';
import { PUBLIC_ROUTES } from './httpCache';

/** Puts a settings row's values in the configuration, unless an older version than the one held. */
export function settingsApplier(config: AppConfig): (row: SettingsRow) => void {
  let held = 0;
  return (row) => {
    if (row.version < held) return;
    held = row.version;
    config.storeName = row.name;
    config.storeGstin = row.gstin;
    config.storeAddress = row.address;
    config.storeState = row.state;
  };
}

/**
 * A NIC-protocol portal registers documents only for the GSTIN its API user belongs to: a store
 * whose seller GSTIN differs would have every registration refused, so it does not start. (A later
 * change of the GSTIN in Settings is caught per document: the registration fails, saying so.)
 */
export function checkEInvoiceGstin(config: AppConfig): void {
  const nic = config.einvoiceNic;
  if (!config.einvoiceEnabled || config.einvoiceProvider !== 'nic' || !nic) return;
  if (nic.gstin !== config.storeGstin) {
    throw new Error(
      `EINVOICE_GSTIN (${nic.gstin}) is not the store's seller GSTIN (${config.storeGstin}, in Settings): the e-invoice portal registers documents only for the GSTIN its API user belongs to. Set EINVOICE_GSTIN to the store's GSTIN (or correct the store's GSTIN), or EINVOICE_ENABLED=false.`,
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Puts the settings row just written in this process's configuration (the others read it on their next request). */
    applySettings: (row: SettingsRow) => void;
  }
}

export default fp(
  async function storeSettingsPlugin(app: FastifyInstance) {
    await ensureStoreSettings(app.db, app.config);
    const apply = settingsApplier(app.config);
    apply(await readSettings(app.db));
    checkEInvoiceGstin(app.config);
    app.decorate('applySettings', apply);
    // One read for all requests of a turn of the event loop (lib/turnBatch.ts: never one already in
    // flight, so never older than the request). The catalogue's and content's public reads show
    // nothing of the settings, so they do not wait for it.
    const SETTINGS = 'settings' as const;
    const read = turnBatcher<typeof SETTINGS, SettingsRow | null>(async () => new Map([[SETTINGS, await readSettings(app.db)]]), null);
    app.addHook('onRequest', async (req) => {
      if (!req.url.startsWith('/api/')) return;
      const route = req.routeOptions.url;
      if (req.method === 'GET' && route !== undefined && PUBLIC_ROUTES[route] !== undefined) return;
      const row = await read(SETTINGS);
      if (row) apply(row);
    });
  },
  { name: 'storeSettings', dependencies: ['services'] },
);
