// The back office's Settings (/api/admin/settings, Admin only): the store's name, address, GSTIN and
// state with their change history; saved with the version seen. Thin: the rules are in service.ts.
import type { FastifyInstance } from 'fastify';
import { SETTINGS_ROLES, StoreSettingsBody, StoreSettingsResponse } from '@contracts/adminSettings';
import { typed } from '../../lib/routes';
import { requireStaff } from '../../plugins/staffGuard';
import { readSettings, settingsDetail, updateSettings } from './service';

const tags = ['Back office: settings'];

export default async function settingsAdminRoutes(app: FastifyInstance) {
  const api = typed(app);
  const config = { staffRoles: SETTINGS_ROLES };

  api.get(
    '/admin/settings',
    { config, schema: { tags, summary: 'The store as the seller on its documents, and the state of the GST split, with the change history', response: { 200: StoreSettingsResponse } } },
    async () => ({ status: true, settings: await settingsDetail(app.db) }),
  );

  api.put(
    '/admin/settings',
    {
      config,
      schema: {
        tags,
        summary: 'Changes the store’s name, address, GSTIN and state (audited). A stale `version` answers 409 and changes nothing; documents already issued keep their seller.',
        body: StoreSettingsBody,
        response: { 200: StoreSettingsResponse },
      },
    },
    async (req) => {
      const settings = await updateSettings(app.db, requireStaff(req), req.body);
      // This process at once; the others on their next request (plugins/storeSettings.ts).
      app.applySettings(await readSettings(app.db));
      return { status: true, settings };
    },
  );
}
