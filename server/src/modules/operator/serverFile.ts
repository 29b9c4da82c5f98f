// DATA_DIR/server.json: how the operator tool finds the running server (address, operator
// secret, process id). Owner-only (0600). Written without an address while the server opens the
// embedded database, with its address after listen, and removed on shutdown.
import fs from 'node:fs';
import path from 'node:path';

export interface ServerFile {
  url: string;
  secret: string;
  pid: number;
}

export const serverFilePath = (dataDir: string): string => path.join(dataDir, 'server.json');

export function writeServerFile(dataDir: string, info: ServerFile): void {
  const file = serverFilePath(dataDir);
  const tmp = `${file}.${process.pid}.tmp`;
  // A fresh file created with 0600 and renamed into place: the secret is never readable by others,
  // not even for a moment, and a reader never sees half a file.
  fs.rmSync(tmp, { force: true });
  fs.writeFileSync(tmp, `${JSON.stringify(info, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  fs.renameSync(tmp, file);
}

export function readServerFile(dataDir: string): ServerFile | null {
  let raw: string;
  try {
    raw = fs.readFileSync(serverFilePath(dataDir), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<ServerFile>;
    if (typeof parsed.url === 'string' && typeof parsed.secret === 'string' && typeof parsed.pid === 'number') {
      return { url: parsed.url, secret: parsed.secret, pid: parsed.pid };
    }
  } catch {
    // An unreadable file is treated like a missing one.
  }
  return null;
}

/** Removes the file if it still describes this process (a newer server may have replaced it). */
export function removeServerFile(dataDir: string, pid = process.pid): void {
  const current = readServerFile(dataDir);
  if (current && current.pid !== pid) return;
  fs.rmSync(serverFilePath(dataDir), { force: true });
}

/** True when a process with this id exists (it may belong to another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
