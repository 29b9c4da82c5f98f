// Builds the storefront when dist/ is missing or older than its sources. Used by `npm start` and
// before the browser tests; run directly, it builds if needed and exits.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const built = path.join(root, 'dist', 'index.html');

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function needsBuild(): boolean {
  if (!fs.existsSync(built)) return true;
  const sources = ['src', 'contracts', 'public', 'webpack.config.ts', 'package-lock.json'].map((p) => path.join(root, p)).filter((p) => fs.existsSync(p));
  return Math.max(...sources.map(newestMtime)) > fs.statSync(built).mtimeMs;
}

export function buildIfNeeded(): void {
  if (!needsBuild()) return;
  console.log('Building the storefront (first start or sources changed)...');
  const result = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    console.error('The storefront build failed.');
    process.exit(result.status ?? 1);
  }
}

if (require.main === module) buildIfNeeded();
