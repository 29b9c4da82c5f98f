// The benchmarks' server process: a free port, an emptied PostgreSQL database, waiting until the
// started server answers, and how much memory it and its workers hold.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';

export async function freePort(preferred?: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(preferred ?? 0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Drops everything in the PostgreSQL database (our tables, the job queue, the migrations journal, extensions). */
export async function emptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; drop schema if exists public cascade; create schema public');
  } finally {
    await client.end();
  }
}

export async function waitFor(url: string, ms: number, server: ChildProcess) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server exited (code ${server.exitCode}) before answering.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** Resident memory of a process and its children (the workers), in MB. */
export function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    if (!kb) return null;
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return Math.round(Number(kb[1]) / 1024) + children.reduce((sum, child) => sum + (rssMb(child) ?? 0), 0);
  } catch {
    return null;
  }
}
