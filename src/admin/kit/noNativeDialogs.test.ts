// The back office asks in its own dialog (the kit's ConfirmDialog, or a field in the page), never
// with the browser's confirm/prompt/alert: those cannot be styled, say nothing to a screen reader
// about what is at stake, and block the page. This reads every source file under src/admin.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ADMIN = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

it('no back-office screen calls the browser’s confirm, prompt or alert', () => {
  // A bare call or one on window/globalThis; not a method of something else (onConfirm, dialog.confirm).
  const native = /(?<![\w.$])(?:window\.|globalThis\.)?(?:confirm|prompt|alert)\s*\(/;
  const found = sources(ADMIN).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (native.test(line.replace(/\/\/.*$/, '')) ? [`${relative(ADMIN, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(found).toEqual([]);
});
