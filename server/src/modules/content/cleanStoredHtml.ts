// Rich text stored before every door sanitised it (the CSV import kept descriptions as they came)
// is cleaned once, by the one sanitiser, when a server starts after the migration that queued it
// (html_cleanup). Each row is cleaned and leaves the queue in one transaction, with an audit entry
// naming what was removed; a second server starting at the same time skips rows already taken.
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { aboutEntries, blogs, htmlCleanup, policies, products } from '../../db/schema';
import { cleanHtml } from '../../lib/sanitizeHtml';
import { recordAudit, type Actor } from '../staff';

/** Who the audit log names for the cleaning: the store itself, on starting. */
export const CLEANUP_ACTOR: Actor = { id: null, email: 'store-start' };

interface Target {
  table: PgTable;
  id: PgColumn;
  html: PgColumn;
  entity: string;
  /** The row's new values: the cleaned HTML (a product's version moves on, so an open edit form is told it changed). */
  set: (html: string) => Record<string, unknown>;
}

const TARGETS: Record<string, Target> = {
  products: { table: products, id: products.id, html: products.longDescription, entity: 'product', set: (html) => ({ longDescription: html, version: sql`${products.version} + 1`, updatedAt: sql`now()` }) },
  blogs: { table: blogs, id: blogs.id, html: blogs.description, entity: 'blog', set: (html) => ({ description: html }) },
  policies: { table: policies, id: policies.id, html: policies.description, entity: 'policy', set: (html) => ({ description: html }) },
  about_entries: { table: aboutEntries, id: aboutEntries.id, html: aboutEntries.description, entity: 'about_entry', set: (html) => ({ description: html }) },
};

/** Cleans every queued row; the number of rows whose HTML changed. */
export async function cleanStoredHtml(db: Db): Promise<number> {
  const queued = await db.select().from(htmlCleanup);
  let changed = 0;
  for (const { tableName, rowId } of queued) {
    const target = TARGETS[tableName];
    const didChange = await db.transaction(async (tx) => {
      // Taken by this server: another one starting now finds it gone (or waits, then finds it gone).
      const [taken] = await tx.delete(htmlCleanup).where(and(eq(htmlCleanup.tableName, tableName), eq(htmlCleanup.rowId, rowId))).returning();
      if (!taken || !target) return false;
      const [row] = (await tx.select({ html: target.html }).from(target.table).where(eq(target.id, rowId)).for('update')) as { html: string }[];
      if (!row) return false;
      const clean = await cleanHtml(row.html);
      if (clean.removed.length === 0) return false;
      await tx.update(target.table).set(target.set(clean.html)).where(eq(target.id, rowId));
      await recordAudit(tx, CLEANUP_ACTOR, { action: 'content.sanitise', entityType: target.entity, entityId: rowId, before: { removed: clean.removed }, after: { html: 'cleaned' } });
      return true;
    });
    if (didChange) changed += 1;
  }
  return changed;
}
