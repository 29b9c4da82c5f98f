// Files the server reads from the source tree at run time (the migrations, the payment sandbox's
// script) are found from the project root, so the same code works from server/src under tsx and
// from the esbuild bundle in dist-server/ (where __dirname is dist-server).
import fs from 'node:fs';
import path from 'node:path';

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'server', 'drizzle'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`Could not find the project root (the folder holding server/drizzle) above ${start}.`);
  }
}

export const projectRoot = findRoot(__dirname);

/** A path inside the project, from its root. */
export const fromRoot = (...parts: string[]) => path.join(projectRoot, ...parts);
