// History stays in git: a comment, test name, string or stylesheet that names an issue or a stop by
// number points the reader at a tracker they cannot open. The code says why it is so instead, and
// git log keeps the when. This reads every tracked file of the code, its tests, scripts and config.
// Migrations (server/drizzle/) are generated and never edited, so they keep what they were written
// with; README.md and docs/ are prose about the project's history and are not read here.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '..');
const dirs = ['server', 'src', 'contracts', 'scripts', 'e2e', '.ci', 'public'];
const skipped = ['server/drizzle/'];
// The root's config files: code and JSON, not the README nor the generated lock file.
const rootConfig = (file: string) => /\.(ts|mts|cts|js|mjs|cjs|json)$/.test(file) && file !== 'package-lock.json';

// Built from pieces so that this file does not name what it looks for.
const words = ['iss' + 'ue', 'st' + 'op'].join('|');
const reference = new RegExp(`\\b(${words})s?\\s*#?\\d+`, 'i');

function walk(dir: string): string[] {
  const full = path.join(repo, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'var'].includes(entry.name) ? [] : walk(rel);
    return entry.isFile() ? [rel] : [];
  });
}

/** The files to read: git's tracked list, or, without git (an exported tree), the folders walked. */
function files(): string[] {
  let all: string[];
  try {
    all = execFileSync('git', ['ls-files', '-z', '--', ...dirs, ':(top,glob)*'], { cwd: repo, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
  } catch {
    const root = fs.readdirSync(repo, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
    all = [...dirs.flatMap(walk), ...root];
  }
  return all.filter((file) => (file.includes('/') ? dirs.some((dir) => file.startsWith(`${dir}/`)) : rootConfig(file)) && !skipped.some((dir) => file.startsWith(dir)));
}

describe('history stays in git', () => {
  it('names no issue or stop by its number in the code, tests, scripts, stylesheets or config', () => {
    const list = files();
    // The tree has hundreds of such files; an empty list would pass without reading anything.
    expect(list.length).toBeGreaterThan(500);
    const found: string[] = [];
    for (const file of list) {
      const full = path.join(repo, file);
      if (!fs.existsSync(full)) continue; // deleted in the work tree, not yet in the index
      const bytes = fs.readFileSync(full);
      if (bytes.subarray(0, 8000).includes(0)) continue; // binary
      bytes
        .toString('utf8')
        .split('\n')
        .forEach((line, i) => {
          if (reference.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
