// A small stand-in for eslint-plugin-import-x's `import/no-cycle` (not installed): reports an
// import that leads, through the runtime imports of src/ (relative and @/ paths), back to the file
// that makes it. Type-only imports and dynamic import() (lazy pages) make no runtime cycle, so
// they are not followed. Swapping in `import-x/no-cycle` later needs no change to the code.
import fs from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The module a specifier names inside the source tree, or null (packages, styles, assets). */
function resolve(specifier, fromFile, srcRoot) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(srcRoot, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  if (/\.(ts|tsx)$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) {
    if (fs.existsSync(base + ext)) return base + ext;
  }
  return null;
}

/** Whether an import or re-export carries values at run time (not `import type`, not all `type` names). */
function isRuntime(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return false;
  const specifiers = node.specifiers ?? [];
  if (node.type === 'ImportDeclaration' && specifiers.length > 0) {
    return specifiers.some((s) => s.type !== 'ImportSpecifier' || s.importKind !== 'type');
  }
  if (node.type === 'ExportNamedDeclaration' && specifiers.length > 0) {
    return specifiers.some((s) => s.exportKind !== 'type');
  }
  return true;
}

/** The runtime import declarations of a program, with the file each one resolves to. */
function runtimeImports(program, file, srcRoot) {
  const out = [];
  for (const node of program.body) {
    const isImport = node.type === 'ImportDeclaration';
    const isReExport = (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source;
    if ((!isImport && !isReExport) || !isRuntime(node)) continue;
    const target = resolve(node.source.value, file, srcRoot);
    if (target) out.push({ node, target });
  }
  return out;
}

// One lint run reads each file once; a file's imports change only when the file does.
const graphCache = new Map();
function importsOf(file, srcRoot) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  const cached = graphCache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.targets;
  let targets = [];
  try {
    const code = fs.readFileSync(file, 'utf8');
    const { ast: program } = tseslint.parser.parseForESLint(code, { ecmaFeatures: { jsx: file.endsWith('.tsx') }, filePath: file });
    targets = runtimeImports(program, file, srcRoot).map((i) => i.target);
  } catch {
    // A file that does not parse is reported by the parser when it is linted itself.
  }
  graphCache.set(file, { mtimeMs: stat.mtimeMs, targets });
  return targets;
}

/** A path of runtime imports from `start` back to `goal`, or null. */
function pathBack(start, goal, srcRoot) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, trail] = stack.pop();
    if (file === goal) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file, srcRoot)) stack.push([next, [...trail, next]]);
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that leads back to the importing module (a runtime dependency cycle).' },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Dependency cycle: {{trail}}.' },
  },
  create(context) {
    const file = context.filename;
    const srcRoot = path.resolve(context.cwd, context.options[0]?.srcRoot ?? 'src');
    return {
      'Program:exit'(program) {
        for (const { node, target } of runtimeImports(program, file, srcRoot)) {
          const trail = pathBack(target, file, srcRoot);
          if (!trail) continue;
          const names = [file, ...trail].map((f) => path.relative(context.cwd, f));
          context.report({ node, messageId: 'cycle', data: { trail: names.join(' -> ') } });
        }
      },
    };
  },
};

export default { meta: { name: 'local-import' }, rules: { 'no-cycle': noCycle } };
