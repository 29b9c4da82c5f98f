// `npm run build:server`: bundles the server (main.ts, and the cli/ and seed-cli.ts tools) ahead of
// time with esbuild into dist-server/, so production starts plain `node` instead of compiling
// TypeScript through tsx at every start. Packages stay external: pdfkit, PGlite and others load
// data files from their own package folders. `--if-needed` builds only when dist-server/ is missing
// or older than its sources (as build-if-needed.ts does for the storefront).
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const root = path.resolve(__dirname, '..');
export const serverOutDir = path.join(root, 'dist-server');
export const serverEntry = path.join(serverOutDir, 'main.js');
/** Output name (dist-server/<name>.js) -> source under server/src; every bundle sits in dist-server/ itself (lib/paths.ts). */
const ENTRIES: Record<string, string> = { main: 'main.ts', cli: 'cli/index.ts', 'seed-cli': 'seed-cli.ts' };

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function serverNeedsBuild(): boolean {
  const outputs = Object.keys(ENTRIES).map((e) => path.join(serverOutDir, `${e}.js`));
  if (!outputs.every((f) => fs.existsSync(f))) return true;
  const built = Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs));
  const sources = ['server/src', 'contracts', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.ts']
    .map((p) => path.join(root, p))
    .filter((p) => fs.existsSync(p));
  return Math.max(...sources.map(newestMtime)) > built;
}

export function buildServer(): void {
  const result = buildSync({
    absWorkingDir: root,
    entryPoints: Object.entries(ENTRIES).map(([out, source]) => ({ in: path.join(root, 'server', 'src', source), out })),
    outdir: serverOutDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Dependencies are loaded from node_modules as they are; only our code (server/, contracts/) is bundled.
    packages: 'external',
    // The @contracts/* alias comes from tsconfig.json's paths, which esbuild reads.
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    // Readable stack traces and Fastify's plugin names (it reads function names) survive the bundle.
    keepNames: true,
    logLevel: 'warning',
    write: false,
  });
  // Each file is replaced in one step (write, then rename), so a server starting while another
  // process builds (the browser tests start two) never loads a half-written bundle.
  fs.mkdirSync(serverOutDir, { recursive: true });
  for (const file of result.outputFiles) {
    const tmp = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, file.contents);
    fs.renameSync(tmp, file.path);
  }
}

export function buildServerIfNeeded(): void {
  if (!serverNeedsBuild()) return;
  console.log('Building the server (dist-server/: first start or sources changed)...');
  buildServer();
}

if (require.main === module) {
  if (process.argv.includes('--if-needed')) buildServerIfNeeded();
  else buildServer();
}
