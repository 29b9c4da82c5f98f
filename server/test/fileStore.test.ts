// The file store's two backends (lib/fileStore.ts folder, db/fileStore.ts database) pass one
// behaviour suite; then what only one of them does: the folder's owner-only files, atomic writes
// and old DATA_DIRs, the database's one-time move of a DATA_DIR's files; and FILE_STORAGE.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config';
import { DatabaseFileStore, moveFolderFilesInto } from '../src/db/fileStore';
import { storedFiles } from '../src/db/schema';
import { FolderFileStore, type FileStore } from '../src/lib/fileStore';
import { buildTestApp, type TestApp } from './helper';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** Every byte value: a backend that treats bytes as text would mangle some of them. */
const ALL_BYTES = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
const BAD_KEYS = ['', '../secret', 'uploads/../../etc/passwd', '/abs/path.png', 'a//b.png', 'uploads/./x.png', 'sp ace.png', 'uploads/avatars/', 'ü.png'];

let t: TestApp;
let dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-files-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
  await t.db.delete(storedFiles);
});

const backends: [string, () => FileStore][] = [
  ['folder', () => new FolderFileStore(tempDir())],
  ['database', () => new DatabaseFileStore(t.db)],
];

describe.each(backends)('the %s file store', (_name, make) => {
  it('gives back what was put: the bytes, their type, size and time', async () => {
    const store = make();
    const before = Date.now();
    await store.put('uploads/avatars/a1.png', PNG, { contentType: 'image/png' });
    await store.put('files/doc.pdf', ALL_BYTES, { contentType: 'application/pdf' });
    const png = await store.get('uploads/avatars/a1.png');
    expect(png).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(png!.bytes.equals(PNG)).toBe(true);
    // About now (the folder's clock is the file system's, the database's its own: a loose bound).
    expect(Math.abs(png!.updatedAt.getTime() - before)).toBeLessThan(60_000);
    const pdf = await store.get('files/doc.pdf');
    expect(pdf).toMatchObject({ contentType: 'application/pdf', size: 512 });
    expect(Buffer.isBuffer(pdf!.bytes)).toBe(true);
    expect(pdf!.bytes.equals(ALL_BYTES)).toBe(true);
  });

  it('answers null for a key never stored', async () => {
    const store = make();
    expect(await store.get('uploads/avatars/none.png')).toBeNull();
    expect(await store.get('nothing-here/at/all.pdf')).toBeNull();
  });

  it('replaces a file put again under the same key', async () => {
    const store = make();
    await store.put('files/x.pdf', Buffer.from('%PDF-1 first'), { contentType: 'application/pdf' });
    await store.put('files/x.pdf', Buffer.from('%PDF-1 second, longer'), { contentType: 'application/pdf' });
    const got = await store.get('files/x.pdf');
    expect(got!.bytes.toString()).toBe('%PDF-1 second, longer');
    expect(got!.size).toBe(21);
  });

  it('deletes a file, and deleting a missing one is no error', async () => {
    const store = make();
    await store.put('uploads/avatars/gone.png', PNG, { contentType: 'image/png' });
    await store.put('uploads/avatars/kept.png', PNG, { contentType: 'image/png' });
    await store.delete('uploads/avatars/gone.png');
    expect(await store.get('uploads/avatars/gone.png')).toBeNull();
    expect(await store.get('uploads/avatars/kept.png')).not.toBeNull();
    await expect(store.delete('uploads/avatars/gone.png')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its place or are not plain names', async () => {
    const store = make();
    for (const key of BAD_KEYS) {
      await expect(store.put(key, PNG, { contentType: 'image/png' })).rejects.toThrow('Not a file key');
      await expect(store.get(key)).rejects.toThrow('Not a file key');
      await expect(store.delete(key)).rejects.toThrow('Not a file key');
    }
  });

  it('keeps an empty file', async () => {
    const store = make();
    await store.put('files/empty.pdf', Buffer.alloc(0), { contentType: 'application/pdf' });
    expect(await store.get('files/empty.pdf')).toMatchObject({ size: 0 });
  });
});

describe('the folder file store', () => {
  it('keeps files at their key under the folder, owner-only, with no temporary file left behind', async () => {
    const root = tempDir();
    const store = new FolderFileStore(root);
    await store.put('uploads/avatars/a1.png', PNG, { contentType: 'image/png' });
    const file = path.join(root, 'uploads', 'avatars', 'a1.png');
    expect(fs.readFileSync(file).equals(PNG)).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    await store.put('uploads/avatars/a1.png', ALL_BYTES, { contentType: 'image/png' });
    expect(fs.readdirSync(path.dirname(file))).toEqual(['a1.png']);
  });

  it("serves a DATA_DIR's files from before the store existed, typed by their names", async () => {
    const root = tempDir();
    fs.mkdirSync(path.join(root, 'uploads', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(root, 'uploads', 'avatars', 'old.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    const got = await new FolderFileStore(root).get('uploads/avatars/old.jpg');
    expect(got).toMatchObject({ contentType: 'image/jpeg', size: 4 });
  });

  it('answers null for a folder where a file was asked for', async () => {
    const root = tempDir();
    fs.mkdirSync(path.join(root, 'uploads', 'avatars'), { recursive: true });
    expect(await new FolderFileStore(root).get('uploads/avatars')).toBeNull();
  });

  it('never leaves half a file: a reader during many rewrites sees one whole version or the other', async () => {
    const store = new FolderFileStore(tempDir());
    const a = Buffer.alloc(256 * 1024, 'a');
    const b = Buffer.alloc(256 * 1024, 'b');
    await store.put('files/big.pdf', a, { contentType: 'application/pdf' });
    const writes = (async () => {
      for (let i = 0; i < 20; i += 1) await store.put('files/big.pdf', i % 2 ? a : b, { contentType: 'application/pdf' });
    })();
    const seen: string[] = [];
    let done = false;
    void writes.then(() => {
      done = true;
    });
    while (!done) {
      const got = await store.get('files/big.pdf');
      seen.push(got!.bytes.equals(a) ? 'a' : got!.bytes.equals(b) ? 'b' : 'torn');
    }
    expect(seen).not.toContain('torn');
  });
});

describe("moving a DATA_DIR's files into the database", () => {
  it('puts each stored file under its path as key and removes it from the folder, once', async () => {
    const root = tempDir();
    fs.mkdirSync(path.join(root, 'uploads', 'avatars'), { recursive: true });
    fs.mkdirSync(path.join(root, 'files'), { recursive: true });
    fs.writeFileSync(path.join(root, 'uploads', 'avatars', 'ab12.png'), PNG);
    fs.writeFileSync(path.join(root, 'files', 'q1.pdf'), '%PDF-1.4');
    fs.writeFileSync(path.join(root, 'files', '.q2.pdf.1234.tmp'), 'half');
    const store = new DatabaseFileStore(t.db);

    expect(await moveFolderFilesInto(store, root)).toBe(2);
    expect(await store.get('uploads/avatars/ab12.png')).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect((await store.get('files/q1.pdf'))!.bytes.toString()).toBe('%PDF-1.4');
    expect(fs.readdirSync(path.join(root, 'uploads', 'avatars'))).toEqual([]);
    // A temporary file of an interrupted write is not a stored file.
    expect(fs.readdirSync(path.join(root, 'files'))).toEqual(['.q2.pdf.1234.tmp']);
    expect(await moveFolderFilesInto(store, root)).toBe(0);
    expect(await moveFolderFilesInto(store, tempDir())).toBe(0);
  });
});

describe('FILE_STORAGE', () => {
  it('is the folder with the embedded database and the database with DATABASE_URL, unless told', () => {
    expect(loadConfig({}).fileStorage).toBe('folder');
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).fileStorage).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', FILE_STORAGE: 'folder' }).fileStorage).toBe('folder');
    expect(loadConfig({ FILE_STORAGE: 'database' }).fileStorage).toBe('database');
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow('FILE_STORAGE must be one of folder, database (got s3).');
  });

  it('decorates the app with the store it names', async () => {
    expect(t.app.fileStore.kind).toBe('folder');
    const other = await buildTestApp({ fileStorage: 'database' });
    try {
      expect(other.app.fileStore.kind).toBe('database');
    } finally {
      await other.close();
    }
  });
});
