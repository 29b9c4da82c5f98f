// DATA_DIR as a real server process leaves it: one writer for the embedded database (a second
// server refuses to start, a crashed one's claim is taken over) and owner-only files whatever
// the umask. Spawns `node --import tsx server/src/main.ts`, so it takes a few seconds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { main as cli, type CliIo } from '../src/cli';
import { restrictTree } from '../src/lib/ownerOnly';
import {
  claimServerFile,
  ownEntry,
  processStartTime,
  readServerFile,
  serverFilePath,
  writeServerFile,
} from '../src/lib/serverFile';
import { freePort } from './ports';

const ROOT = path.resolve(__dirname, '../..');


/** A pid that belonged to a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid as number;

interface Started {
  child: ChildProcess;
  out: () => string;
  exited: Promise<number | null>;
}

/** Starts the store with umask 000, so only the server's own care keeps its files private. */
function startServer(dataDir: string, port: number): Started {
  const child = spawn('/bin/sh', ['-c', `umask 000; exec "${process.execPath}" --import tsx server/src/main.ts`], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: path.join(dataDir, 'no-storefront'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, out: () => text, exited };
}

async function waitFor(what: () => boolean, ms: number, label: string) {
  const until = Date.now() + ms;
  while (!what()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every entry under root whose mode lets group or others in, as "mode path". */
function openEntries(root: string): string[] {
  const out: string[] = [];
  const visit = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    const mode = st.mode & 0o777;
    if (st.isDirectory() ? mode !== 0o700 : (mode & 0o077) !== 0) out.push(`${mode.toString(8)} ${path.relative(root, p) || '.'}`);
    if (st.isDirectory()) for (const n of fs.readdirSync(p)) visit(path.join(p, n));
  };
  visit(root);
  return out;
}

const quiet = (): CliIo & { stdout: string[]; stderr: string[] } => {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l) };
};

describe('a store server process on a DATA_DIR', () => {
  let dataDir: string;
  let first: Started | null = null;
  let port: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-datadir-'));
    // What an older version, or a careless umask, left behind: an open folder and files, and the
    // claim of a server that crashed (kill -9) and never removed it.
    fs.chmodSync(dataDir, 0o777);
    fs.mkdirSync(path.join(dataDir, 'uploads', 'avatars'), { recursive: true, mode: 0o777 });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'avatars', 'old.png'), 'x');
    fs.chmodSync(path.join(dataDir, 'uploads', 'avatars', 'old.png'), 0o666);
    writeServerFile(dataDir, { url: 'http://127.0.0.1:1', secret: 'crashed', pid: deadPid() });
    // Not the store's: DATA_DIR may be a folder shared with other things, which are left alone.
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'mine');
    fs.chmodSync(path.join(dataDir, 'notes.txt'), 0o644);

    port = await freePort();
    first = startServer(dataDir, port);
    await waitFor(() => first!.out().includes('Store ready') || first!.child.exitCode !== null, 90_000, 'the first server');
    if (!first.out().includes('Store ready')) throw new Error(`the first server did not start:\n${first.out()}`);
  }, 120_000);

  afterAll(async () => {
    if (first && first.child.exitCode === null) {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('took over the claim a crashed server left behind', () => {
    const claim = readServerFile(dataDir);
    expect(claim).toMatchObject({ url: `http://127.0.0.1:${port}`, pid: first!.child.pid });
    expect(claim?.secret).not.toBe('crashed');
  });

  it('refuses a second server on the same DATA_DIR, naming the running one, and leaves its claim alone', async () => {
    const before = fs.readFileSync(serverFilePath(dataDir), 'utf8');
    const second = startServer(dataDir, await freePort());
    // Were it to start after all, stop it rather than leave it running.
    await waitFor(() => second.child.exitCode !== null || second.out().includes('Store ready'), 45_000, 'the second server').catch(() => undefined);
    if (second.child.exitCode === null) {
      second.child.kill('SIGKILL');
      await second.exited;
      throw new Error(`a second server started on the same DATA_DIR:\n${second.out()}`);
    }
    expect(await second.exited).toBe(1);
    expect(second.out()).toContain(`pid ${first!.child.pid}`);
    expect(second.out()).toContain(`http://127.0.0.1:${port}`);
    expect(second.out()).toMatch(/already using the embedded database/);
    expect(fs.readFileSync(serverFilePath(dataDir), 'utf8')).toBe(before);

    // The first one still serves, and the operator tool still reaches it.
    const res = await fetch(`http://127.0.0.1:${port}/api/session-timeout`);
    expect(res.status).toBe(200);
    const io = quiet();
    expect(await cli(['pending'], { DATA_DIR: dataDir }, io)).toBe(0);
    expect(io.stderr).toEqual([]);
  }, 60_000);

  it('keeps DATA_DIR owner-only (0700 folders, 0600 files), database files included', async () => {
    // Something that writes: a password-reset request (database rows and a mail file).
    const reset = await fetch(`http://127.0.0.1:${port}/api/forget-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com' }),
    });
    expect(reset.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    // The server's job queue sends the queued mail within its poll interval.
    const mail = path.join(dataDir, 'mail');
    await waitFor(() => fs.existsSync(mail) && fs.readdirSync(mail).length > 0, 15_000, 'the reset mail');
    expect(fs.readdirSync(mail).length).toBe(1);
    expect(openEntries(dataDir)).toEqual(['644 notes.txt']);
  });
});

describe('claiming DATA_DIR', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-claim-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('claims a free DATA_DIR and refuses while a live process holds it', () => {
    fs.rmSync(serverFilePath(dir), { force: true });
    expect(claimServerFile(dir, ownEntry())).toBeNull();
    expect(readServerFile(dir)?.pid).toBe(process.pid);

    // The parent process (Jest) is alive: its claim stands, byte for byte.
    const parent = { url: 'http://127.0.0.1:9', secret: 's', pid: process.ppid, started: processStartTime(process.ppid) };
    writeServerFile(dir, parent);
    const before = fs.readFileSync(serverFilePath(dir), 'utf8');
    expect(claimServerFile(dir, ownEntry())).toEqual(parent);
    expect(fs.readFileSync(serverFilePath(dir), 'utf8')).toBe(before);
  });

  it('takes over a claim whose process is gone, whose pid was reused, or that is unreadable', () => {
    writeServerFile(dir, { url: 'http://127.0.0.1:9', secret: 's', pid: deadPid() });
    expect(claimServerFile(dir, ownEntry())).toBeNull();
    expect(readServerFile(dir)?.pid).toBe(process.pid);

    if (processStartTime(process.ppid) !== undefined) {
      // A live pid that started at another time is another program (a reboot reuses pids).
      writeServerFile(dir, { url: 'http://127.0.0.1:9', secret: 's', pid: process.ppid, started: '1' });
      expect(claimServerFile(dir, ownEntry())).toBeNull();
    }

    fs.writeFileSync(serverFilePath(dir), '{ half a fi');
    expect(claimServerFile(dir, ownEntry())).toBeNull();
    expect(readServerFile(dir)?.pid).toBe(process.pid);
    expect(fs.readdirSync(dir)).toEqual(['server.json']);
  });

  it('keeps the operator tool off a database that a maintenance tool holds', async () => {
    fs.mkdirSync(path.join(dir, 'db'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'db', 'PG_VERSION'), '17\n');
    writeServerFile(dir, { url: '', secret: '', pid: process.ppid, started: processStartTime(process.ppid), tool: 'the seed tool (npm run seed)' });
    const io = quiet();
    expect(await cli(['pending'], { DATA_DIR: dir }, io)).toBe(1);
    expect(io.stderr[0]).toMatch(/the seed tool \(npm run seed\) \(pid \d+\) is using the embedded database/);
    expect(readServerFile(dir)?.tool).toBe('the seed tool (npm run seed)');
  });
});

describe('restrictTree', () => {
  it('takes group and other permissions off folders and files, without following links', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-perm-'));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'store-perm-outside-'));
    try {
      fs.chmodSync(dir, 0o755);
      fs.mkdirSync(path.join(dir, 'a', 'b'), { recursive: true });
      fs.chmodSync(path.join(dir, 'a'), 0o777);
      fs.writeFileSync(path.join(dir, 'a', 'b', 'f'), 'x');
      fs.chmodSync(path.join(dir, 'a', 'b', 'f'), 0o666);
      fs.chmodSync(outside, 0o755);
      fs.symlinkSync(outside, path.join(dir, 'link'));
      expect(restrictTree(dir)).toBeGreaterThanOrEqual(3);
      expect((fs.statSync(dir).mode & 0o777).toString(8)).toBe('700');
      expect((fs.statSync(path.join(dir, 'a')).mode & 0o777).toString(8)).toBe('700');
      expect((fs.statSync(path.join(dir, 'a', 'b', 'f')).mode & 0o777).toString(8)).toBe('600');
      expect((fs.statSync(outside).mode & 0o777).toString(8)).toBe('755');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
