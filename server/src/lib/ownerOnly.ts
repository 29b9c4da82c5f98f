// DATA_DIR holds customers, password hashes, sessions, uploads and mail: only the account that
// runs the store may read it. Folders are 0700 and files 0600, whatever the umask.
import fs from 'node:fs';
import path from 'node:path';

export const OWNER_DIR = 0o700;
export const OWNER_FILE = 0o600;

/** mkdir -p with owner-only folders (the mode applies to every folder it creates). */
export function ownerOnlyDir(dir: string): string {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_DIR });
  return dir;
}

export async function ownerOnlyDirAsync(dir: string): Promise<string> {
  await fs.promises.mkdir(dir, { recursive: true, mode: OWNER_DIR });
  return dir;
}

/**
 * Takes group and other permissions away from a folder and everything in it. Older versions of
 * the store, and PGlite's initial database files (written 0666), left them world-readable.
 * Symbolic links are not followed; entries that cannot be changed (another owner) are skipped.
 * Returns how many entries were changed.
 */
export function restrictTree(root: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch {
      return; // gone meanwhile
    }
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? (stat.mode & 0o700) | OWNER_DIR : stat.mode & 0o700;
    if ((stat.mode & 0o7777) !== wanted) {
      try {
        fs.chmodSync(entry, wanted);
        changed += 1;
      } catch {
        // Not ours to change; the owner-only DATA_DIR above it still keeps others out.
      }
    }
    if (stat.isDirectory()) {
      let names: string[];
      try {
        names = fs.readdirSync(entry);
      } catch {
        return;
      }
      for (const name of names) visit(path.join(entry, name));
    }
  };
  visit(root);
  return changed;
}

/** What the store keeps in DATA_DIR; anything else there (DATA_DIR may be a shared folder) is left alone. */
export const DATA_DIR_ENTRIES = ['db', 'uploads', 'mail', 'files', 'server.json'];

/** DATA_DIR itself and the store's own entries in it, owner-only (see restrictTree). */
export function restrictDataDir(dataDir: string): number {
  let changed = 0;
  try {
    const mode = fs.statSync(dataDir).mode & 0o7777;
    if ((mode & 0o077) !== 0) {
      fs.chmodSync(dataDir, (mode & 0o700) | OWNER_DIR);
      changed += 1;
    }
  } catch {
    // Not there yet, or not ours: nothing to tighten.
  }
  for (const name of DATA_DIR_ENTRIES) {
    if (fs.existsSync(path.join(dataDir, name))) changed += restrictTree(path.join(dataDir, name));
  }
  return changed;
}
