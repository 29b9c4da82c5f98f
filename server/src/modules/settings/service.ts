// The store's settings (one store_settings row): the seller on its documents and the GST split's
// home state. Written at first start from the configuration (STORE_NAME, STORE_ADDRESS,
// STORE_GSTIN, STORE_STATE or their defaults), then only by Admin in the back office, with the
// version seen and an audit record in the same transaction.
import { eq, sql } from 'drizzle-orm';
import {
  normaliseSettings,
  parseQuoteWarn,
  settingsProblems,
  SETTINGS_MESSAGES,
  type QuoteWarnKey,
  type QuoteWarnThresholds,
  type SettingsInput,
} from '@contracts/settingsRules';
import type { StoreSettings, StoreSettingsBody } from '@contracts/adminSettings';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { creditNotes, orders, storeSettings } from '../../db/schema';
import { conflict, invalid } from '../../lib/errors';
import type { Seller } from '../../lib/pdf';
import { historyOf, recordAudit, type Actor } from '../staff';

export type SettingsRow = typeof storeSettings.$inferSelect;

/** The seller columns a document copies when it is issued (orders.seller, credit_notes.seller). */
export const SELLER_NOW = sql`(select jsonb_build_object('name', s.name, 'gstin', s.gstin, 'address', s.address, 'state', s.state) from store_settings s where s.id = 1)`;

/**
 * Makes the settings row at first start from the configuration, so a store that ran on environment
 * variables keeps its values; documents issued before it existed get those values as their seller.
 * Nothing changes when the row exists (the back office's values win over the environment).
 */
export async function ensureStoreSettings(db: Db, config: Pick<AppConfig, 'storeName' | 'storeAddress' | 'storeGstin' | 'storeState'>): Promise<void> {
  await db.transaction(async (tx) => {
    const made = await tx
      .insert(storeSettings)
      .values({ id: 1, name: config.storeName, address: config.storeAddress, gstin: config.storeGstin, state: config.storeState })
      .onConflictDoNothing()
      .returning({ id: storeSettings.id });
    if (made.length === 0) return;
    await tx.update(orders).set({ seller: SELLER_NOW }).where(sql`${orders.invoiceNumber} is not null and ${orders.seller} is null`);
    await tx.update(creditNotes).set({ seller: SELLER_NOW }).where(sql`${creditNotes.seller} is null`);
  });
}

/** For a process that serves no requests (the operator tool): the settings row, made if missing, into its configuration. */
export async function loadSettingsInto(db: Db, config: AppConfig): Promise<void> {
  await ensureStoreSettings(db, config);
  const row = await readSettings(db);
  Object.assign(config, { storeName: row.name, storeGstin: row.gstin, storeAddress: row.address, storeState: row.state });
}

/** The row as it is now (every reader asks on its own request: no copy per process to go stale). */
export async function readSettings(db: DbOrTx): Promise<SettingsRow> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  if (!row) throw new Error('store_settings has no row: ensureStoreSettings runs at start.');
  return row;
}

export const sellerOf = (row: Pick<SettingsRow, 'name' | 'gstin' | 'address' | 'state'>): Seller => ({ name: row.name, gstin: row.gstin, address: row.address, state: row.state });

/** A document's stored seller, or the store's settings now for one issued without (none after the first start). */
export async function documentSeller(db: Db, stored: unknown): Promise<Seller> {
  const s = stored as Partial<Seller> | null;
  if (s && typeof s.name === 'string' && typeof s.gstin === 'string' && typeof s.address === 'string' && typeof s.state === 'string') return sellerOf(s as Seller);
  return sellerOf(await readSettings(db));
}

const fields = (row: SettingsInput) => ({ name: row.name, address: row.address, gstin: row.gstin, state: row.state });

const thresholdsOf = (row: Pick<SettingsRow, 'quoteWarnAbovePct' | 'quoteWarnBelowPct'>): QuoteWarnThresholds => ({
  quote_warn_above_pct: row.quoteWarnAbovePct,
  quote_warn_below_pct: row.quoteWarnBelowPct,
});

/** The quotation price warnings' thresholds as they are now (quotes/priceWarnings.ts). */
export async function quoteWarnThresholds(db: DbOrTx): Promise<QuoteWarnThresholds> {
  return thresholdsOf(await readSettings(db));
}

export async function settingsDetail(db: Db): Promise<StoreSettings> {
  const row = await readSettings(db);
  return { ...fields(row), ...thresholdsOf(row), version: row.version, updated_at: row.updatedAt.toISOString(), history: await historyOf(db, 'store_settings', 1) };
}

const QUOTE_WARN_DEFAULTS_ANY: QuoteWarnThresholds = { quote_warn_above_pct: 0, quote_warn_below_pct: 0 };
const WARN_KEYS: QuoteWarnKey[] = ['quote_warn_above_pct', 'quote_warn_below_pct'];

/** The thresholds sent (a left-out one keeps `current`'s), or field errors. */
function readThresholds(body: StoreSettingsBody, current: QuoteWarnThresholds, problems: Record<string, string>): QuoteWarnThresholds {
  const out = { ...current };
  for (const key of WARN_KEYS) {
    if (body[key] === undefined) continue;
    const parsed = parseQuoteWarn(key, body[key]);
    if ('problem' in parsed) problems[key] = parsed.problem;
    else out[key] = parsed.value;
  }
  return out;
}

/** Saves the settings the staff member saw at `version`: checked, under the row's lock, audited with before and after. */
export async function updateSettings(db: Db, actor: Actor, body: StoreSettingsBody): Promise<StoreSettings> {
  const input = normaliseSettings(body);
  const problems: Record<string, string> = { ...settingsProblems(input) };
  // Checked before the lock with any values: only the messages matter here.
  readThresholds(body, QUOTE_WARN_DEFAULTS_ANY, problems);
  if (Object.keys(problems).length) throw invalid(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])));
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(storeSettings).where(eq(storeSettings.id, 1)).for('update');
    if (!current || current.version !== body.version) throw conflict(SETTINGS_MESSAGES.stale);
    const before = { ...fields(current), ...thresholdsOf(current) };
    const thresholds = readThresholds(body, thresholdsOf(current), {});
    const after = { ...fields(input), ...thresholds };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await tx
      .update(storeSettings)
      .set({ ...fields(input), quoteWarnAbovePct: thresholds.quote_warn_above_pct, quoteWarnBelowPct: thresholds.quote_warn_below_pct, version: current.version + 1, updatedAt: new Date() })
      .where(eq(storeSettings.id, 1));
    await recordAudit(tx, actor, { action: 'settings.update', entityType: 'store_settings', entityId: 1, before, after });
  });
  return settingsDetail(db);
}
