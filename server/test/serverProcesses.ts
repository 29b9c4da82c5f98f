// Real server processes for the scale-out tests: the server from its sources (as `npm run dev`
// runs it) on its own port and DATA_DIR, started and stopped by the test.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

const root = path.resolve(__dirname, '..', '..');

export interface Server {
  base: string;
  child: ChildProcess;
  /** Its DATA_DIR (removed when it exits). */
  dataDir: string;
  log: string[];
}

/**
 * Starts the server on a free port and a new DATA_DIR (`prepare` may put files in it first) with
 * `env` over the test's own environment, and waits until it answers.
 */
export async function startServer(env: NodeJS.ProcessEnv, prepare?: (dataDir: string) => void, opts: { dataDir?: string } = {}): Promise<Server> {
  const port = await freePort();
  // A DATA_DIR the test gives is the test's to remove (a restart on the same embedded database).
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'store-scale-'));
  prepare?.(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SANDBOX_WEBHOOK_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout?.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
  if (!opts.dataDir) child.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}): ${log.join('')}`);
    try {
      if ((await fetch(`${base}/api/session-timeout`)).ok) return { base, child, dataDir, log };
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`The server did not answer: ${log.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Kills the process as a power cut would (SIGKILL: no shutdown code runs), and waits until it is gone. */
export function killServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}

export function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}
