// The database backend of the file store (interface in lib/fileStore.ts): each file one row of
// stored_files, so every server process on one PostgreSQL database serves every file.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { checkFileKey, contentTypeOfKey, isFileKey, type FileStore, type StoredObject } from '../lib/fileStore';
import type { Db } from './client';
import { storedFiles } from './schema';

export class DatabaseFileStore implements FileStore {
  readonly kind = 'database' as const;

  constructor(private readonly db: Db) {}

  async put(key: string, bytes: Buffer, { contentType }: { contentType: string }): Promise<void> {
    const row = { key: checkFileKey(key), data: bytes, contentType, size: bytes.length };
    // One statement: a reader on another connection sees the old row or the new one.
    await this.db
      .insert(storedFiles)
      .values(row)
      .onConflictDoUpdate({ target: storedFiles.key, set: { data: row.data, contentType, size: row.size, updatedAt: sql`now()` } });
  }

  async get(key: string): Promise<StoredObject | null> {
    const [row] = await this.db.select().from(storedFiles).where(eq(storedFiles.key, checkFileKey(key)));
    return row ? { bytes: row.data, contentType: row.contentType, size: row.size, updatedAt: row.updatedAt } : null;
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, checkFileKey(key)));
  }
}

/** The folders under DATA_DIR that held stored files before the database did. */
export const FOLDER_FILE_PREFIXES = ['uploads/avatars', 'files'] as const;

/**
 * One-time move of files a DATA_DIR kept before the store used the database: each file under the
 * known folders is put into the store under its path as key, then removed from the folder (so the
 * next start has nothing to do, and a file is never lost: it is removed only once stored). Files
 * whose names are not keys (temporary files, odd names) are left alone. Returns how many moved.
 */
export async function moveFolderFilesInto(store: FileStore, dataDir: string): Promise<number> {
  let moved = 0;
  for (const prefix of FOLDER_FILE_PREFIXES) {
    let names: string[];
    try {
      names = await fs.promises.readdir(path.join(dataDir, prefix));
    } catch {
      continue;
    }
    for (const name of names) {
      const key = `${prefix}/${name}`;
      if (name.startsWith('.') || !isFileKey(key)) continue;
      const file = path.join(dataDir, key);
      const stat = await fs.promises.lstat(file);
      if (!stat.isFile()) continue;
      await store.put(key, await fs.promises.readFile(file), { contentType: contentTypeOfKey(key) });
      await fs.promises.rm(file, { force: true });
      moved += 1;
    }
  }
  return moved;
}
