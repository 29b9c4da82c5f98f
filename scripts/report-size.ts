// Prints the gzipped size of the JavaScript and CSS that a first visit to each page loads
// (target for `/`: at most 140 KiB of JavaScript; `npm run size` measures it in the browser). Reads dist/chunk-manifest.json from the build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve('dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'chunk-manifest.json'), 'utf8')) as {
  entry: string[];
  pages: Record<string, string[]>;
};

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function measure(files: string[]) {
  const unique = [...new Set(files)];
  const js = unique.filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0);
  const css = unique.filter((f) => f.endsWith('.css')).reduce((s, f) => s + gz(f), 0);
  return { js, css };
}

const rows: [string, string, string][] = [];
const shell = measure(manifest.entry);
rows.push(['shell (every page)', kb(shell.js), kb(shell.css)]);
for (const [name, files] of Object.entries(manifest.pages).sort()) {
  const m = measure([...manifest.entry, ...files]);
  rows.push([`${name.replace(/^page-/, '')} (first visit)`, kb(m.js), kb(m.css)]);
}
console.log('\nGzipped size of what a first visit loads:');
console.log(['page', 'JS', 'CSS'].map((h, i) => h.padEnd(i ? 10 : 28)).join(''));
for (const r of rows) console.log(r.map((c, i) => c.padEnd(i ? 10 : 28)).join(''));
const home = manifest.pages['page-home'];
if (home) {
  const m = measure([...manifest.entry, ...home]);
  console.log(`\nFirst route "/": ${kb(m.js)} JavaScript gzipped (target ≤ 140 KiB) ${m.js <= 140 * 1024 ? 'OK' : 'OVER TARGET'}, ${kb(m.css)} CSS.`);
}
