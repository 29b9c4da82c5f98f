// DATA_DIR/server.json: the one-writer lock of the embedded database and how the operator tool
// finds the running server (address, operator secret, process id). Owner-only (0600). Claimed
// (created only if absent, or taken over from a process that is gone) before the database is
// opened, rewritten with the address after listen, and removed on shutdown.
import fs from 'node:fs';
import path from 'node:path';

export interface ServerFile {
  url: string;
  secret: string;
  pid: number;
  /** When the process started (Linux: /proc start time), so a reused pid is not taken for it. */
  started?: string;
  /** Set when a maintenance tool rather than the server holds the database (e.g. 'npm run seed'). */
  tool?: string;
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

export function readServerFile(dataDir: string, name = 'server.json'): ServerFile | null {
  let raw: string;
  try {
    raw = fs.readFileSync(path.join(dataDir, name), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<ServerFile>;
    if (typeof parsed.url === 'string' && typeof parsed.secret === 'string' && typeof parsed.pid === 'number') {
      return {
        url: parsed.url,
        secret: parsed.secret,
        pid: parsed.pid,
        ...(typeof parsed.started === 'string' ? { started: parsed.started } : {}),
        ...(typeof parsed.tool === 'string' ? { tool: parsed.tool } : {}),
      };
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

/**
 * When a process started, in clock ticks since boot (Linux), or undefined where /proc is not
 * available. Together with the pid it names one process: after a crash and a reboot the pid in a
 * left-over server.json may belong to some other program.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): state is field 3, starttime field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** True when a process with this id exists (it may belong to another user) and, if known, started then. */
export function processAlive(pid: number, started?: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (started === undefined) return true;
  const now = processStartTime(pid);
  return now === undefined || now === started;
}

/** This process's entry for server.json. */
export function ownEntry(fields: Partial<ServerFile> = {}): ServerFile {
  const started = processStartTime(process.pid);
  return { url: '', secret: '', pid: process.pid, ...(started ? { started } : {}), ...fields };
}

/** Whether an entry names a live process other than this one. */
const liveOther = (entry: ServerFile | null): entry is ServerFile =>
  entry !== null && entry.pid !== process.pid && processAlive(entry.pid, entry.started);

function readEntry(file: string): ServerFile | null {
  return readServerFile(path.dirname(file), path.basename(file));
}

/**
 * Claims DATA_DIR for this process: creates server.json only if there is none, and takes over one
 * left by a process that is gone (a crash, kill -9). Returns null when claimed, else the entry of
 * the live process that holds it; that file is left as it is.
 */
export function claimServerFile(dataDir: string, entry: ServerFile = ownEntry()): ServerFile | null {
  const file = serverFilePath(dataDir);
  const mine = `${file}.${process.pid}.tmp`;
  fs.rmSync(mine, { force: true });
  fs.writeFileSync(mine, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      try {
        // link() fails when the name exists: of two processes starting at once, one wins.
        fs.linkSync(mine, file);
        return null;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const holder = readServerFile(dataDir);
      if (liveOther(holder)) return holder;
      // Stale (or unreadable): move it aside under a name of our own, then look at what we moved.
      const aside = `${file}.stale-${process.pid}`;
      try {
        fs.renameSync(file, aside);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw err;
      }
      const moved = readEntry(aside);
      if (liveOther(moved)) {
        // Another starter took the stale file over between our read and our rename: give its
        // claim back and yield to it.
        try {
          fs.linkSync(aside, file);
        } catch {
          // Someone else is already back in place; they hold it.
        }
        fs.rmSync(aside, { force: true });
        return moved;
      }
      fs.rmSync(aside, { force: true });
    }
    throw new Error(`Could not claim ${file}: it keeps changing. Is another store starting on this DATA_DIR?`);
  } finally {
    fs.rmSync(mine, { force: true });
  }
}

/** Who holds the database, in words: "the store server (pid 123) at http://..." */
export function describeHolder(holder: ServerFile): string {
  if (holder.tool) return `${holder.tool} (pid ${holder.pid})`;
  return holder.url ? `the store server (pid ${holder.pid}) at ${holder.url}` : `a store server (pid ${holder.pid}) that is still starting`;
}
