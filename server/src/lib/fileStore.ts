// The store's files (profile pictures, quotation PDFs) behind one small interface, so any server
// process on any machine serves any file: `FolderFileStore` here (files under DATA_DIR, the
// default with the embedded database) and `DatabaseFileStore` in db/fileStore.ts (PostgreSQL).
// services.ts picks one (FILE_STORAGE, else by DATABASE_URL) and every caller reaches it as
// `ctx.fileStore` / `app.fileStore`.
//
// The interface, all of it:
//   put(key, bytes, { contentType })  writes the file whole (a reader sees the old one or the new
//                                     one, never half), replacing any file under that key. The
//                                     folder keeps no content type: it answers the one of the
//                                     key's extension, so give keys the extension of their type.
//   get(key)                          { bytes, contentType, size, updatedAt } or null.
//   delete(key)                       removes it; a missing key is not an error.
// Keys are relative paths of lower-risk characters ('uploads/avatars/ab12.png', 'files/x.pdf'):
// segments of letters, digits, '.', '_' and '-', joined by '/', never '.' or '..'. Anything else
// throws (a bug in the caller, never user input passed through). Listing and ageing are the
// callers' business: each kind of file has its own table saying which files exist and until when.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { OWNER_FILE, ownerOnlyDirAsync } from './ownerOnly';

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  size: number;
  updatedAt: Date;
}

export interface FileStore {
  /** Which backend: the README and the start-up log say where files go. */
  readonly kind: 'folder' | 'database';
  put(key: string, bytes: Buffer, opts: { contentType: string }): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

export const FILE_STORAGE_KINDS = ['folder', 'database'] as const;
export type FileStorageKind = (typeof FILE_STORAGE_KINDS)[number];

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** Whether `key` is a key the stores accept (see the top of this file). */
export function isFileKey(key: string): boolean {
  if (key.length === 0 || key.length > 300) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && s !== '.' && s !== '..');
}

export function checkFileKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
  return key;
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

/** The content type a folder file is served with: the folder keeps bytes only, so it comes from the name. */
export function contentTypeOfKey(key: string): string {
  const ext = path.extname(key).slice(1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}

/**
 * Files under one folder (DATA_DIR), at the key's path: exactly where the store kept them before
 * the interface existed, so a DATA_DIR from an older version is served as it is. Folders 0700,
 * files 0600. A write goes to a temporary file in the same folder and is renamed over the key,
 * so a crash or a concurrent reader never sees half a file.
 */
export class FolderFileStore implements FileStore {
  readonly kind = 'folder' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, checkFileKey(key));
  }

  /** The content type is not kept: get() answers the one of the key's extension (see contentTypeOfKey). */
  async put(key: string, bytes: Buffer, _opts?: { contentType: string }): Promise<void> {
    const file = this.pathOf(key);
    await ownerOnlyDirAsync(path.dirname(file));
    const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await fs.promises.writeFile(tmp, bytes, { flag: 'wx', mode: OWNER_FILE });
      await fs.promises.rename(tmp, file);
    } catch (err) {
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(file, 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw err;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) return null;
      const bytes = await handle.readFile();
      return { bytes, contentType: contentTypeOfKey(key), size: bytes.length, updatedAt: stat.mtime };
    } finally {
      await handle.close();
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
