// Local import-cycle rules (eslint-plugin-import-x's `no-cycle` ignores type-only imports, and
// between areas a cycle is a design fault whatever kind of import closes it):
// - `no-cycle`: an import that leads, through the imports of the tree (relative and @/ paths), back
//   to the file that makes it. Lazy `import()` and type-only imports are followed, but a loop made of
//   type-only imports alone is allowed: it exists only for the compiler, as two type files naming
//   each other. With `mixedOnly`, only loops that some type-only or lazy import closes are reported
//   (for a tree whose runtime loops another rule already reports).
// - `area-cycles`: areas (the folders under each `areas` directory: storefront features, server
//   modules) that depend on each other. Every import counts, `import type`, `export type ... from`
//   and lazy `import()` included: an import from area A into area B is refused when B, directly or
//   through other areas, imports A.
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

/** The string a type-position `import('...')` names, across the parser's AST versions. */
const importTypeSource = (node) => node.argument?.literal?.value ?? node.argument?.value ?? node.parameter?.literal?.value;

/**
 * Every import of a program with its kind: 'runtime', 'type' (import type, export type ... from,
 * a type-position import('...')) or 'lazy' (a dynamic import() of a literal path).
 */
function importsIn(program) {
  const out = [];
  for (const node of program.body) {
    const isImport = node.type === 'ImportDeclaration';
    const isReExport = (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source;
    if (isImport || isReExport) out.push({ node, specifier: node.source.value, kind: isRuntime(node) ? 'runtime' : 'type' });
  }
  // Dynamic imports sit anywhere in the code (a lazy page, a loader inside a function).
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ImportExpression' && node.source.type === 'Literal' && typeof node.source.value === 'string') {
      out.push({ node, specifier: node.source.value, kind: 'lazy' });
    } else if (node.type === 'TSImportType' && typeof importTypeSource(node) === 'string') {
      out.push({ node, specifier: importTypeSource(node), kind: 'type' });
    }
    for (const key of Object.keys(node)) {
      if (key === 'parent' || key === 'loc' || key === 'range') continue;
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  };
  visit(program);
  return out;
}

/** A program's imports that resolve to a file of the tree. */
const resolvedImports = (program, file, srcRoot) =>
  importsIn(program)
    .map((i) => ({ ...i, target: resolve(i.specifier, file, srcRoot) }))
    .filter((i) => i.target);

// One lint run reads each file once; a file's imports change only when the file does.
const graphCache = new Map();
function importsOf(file, srcRoot) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  const cached = graphCache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.edges;
  let edges = [];
  try {
    const code = fs.readFileSync(file, 'utf8');
    const { ast: program } = tseslint.parser.parseForESLint(code, { ecmaFeatures: { jsx: file.endsWith('.tsx') }, filePath: file });
    edges = resolvedImports(program, file, srcRoot).map(({ target, kind }) => ({ target, kind }));
  } catch {
    // A file that does not parse is reported by the parser when it is linted itself.
  }
  graphCache.set(file, { mtimeMs: stat.mtimeMs, edges });
  return edges;
}

/*
 * A path of imports from `start` back to `goal` that makes a cycle worth reporting with the first
 * edge (of kind `firstKind`), or null. The search walks (file, kinds seen) states, so a path found
 * through type-only imports does not hide another through a runtime or lazy one.
 */
const TYPE = 1;
const NOT_TYPE = 2;
const OTHER_THAN_RUNTIME = 4;
const bitsOf = (kind) => (kind === 'type' ? TYPE | OTHER_THAN_RUNTIME : kind === 'lazy' ? NOT_TYPE | OTHER_THAN_RUNTIME : NOT_TYPE);
function pathBack(start, goal, firstKind, srcRoot, mixedOnly) {
  const wanted = (bits) => (bits & NOT_TYPE) !== 0 && (!mixedOnly || (bits & OTHER_THAN_RUNTIME) !== 0);
  const seen = new Set();
  const stack = [[start, bitsOf(firstKind), [start]]];
  while (stack.length) {
    const [file, bits, trail] = stack.pop();
    if (file === goal) {
      if (wanted(bits)) return trail;
      continue;
    }
    const key = `${bits}:${file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const { target, kind } of importsOf(file, srcRoot)) stack.push([target, bits | bitsOf(kind), [...trail, target]]);
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that leads back to the importing module (a dependency cycle that is not made of type-only imports alone).' },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' }, mixedOnly: { type: 'boolean' } }, additionalProperties: false }],
    messages: { cycle: 'Dependency cycle: {{trail}}.' },
  },
  create(context) {
    const file = context.filename;
    const srcRoot = path.resolve(context.cwd, context.options[0]?.srcRoot ?? 'src');
    const mixedOnly = context.options[0]?.mixedOnly ?? false;
    return {
      'Program:exit'(program) {
        for (const { node, target, kind } of resolvedImports(program, file, srcRoot)) {
          const trail = pathBack(target, file, kind, srcRoot, mixedOnly);
          if (!trail) continue;
          const names = [file, ...trail].map((f) => path.relative(context.cwd, f));
          context.report({ node, messageId: 'cycle', data: { trail: names.join(' -> ') } });
        }
      },
    };
  },
};

/* ---------- areas ---------- */

const SOURCE = /\.(ts|tsx)$/;
// A test imports what it tests, and nothing imports a test: its imports are no area's dependency.
const TEST = /\.(test|spec)\.(ts|tsx)$/;

function sourceFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) out.push(full);
  }
  return out;
}

/** The area a file belongs to ('src/features/cart'), or null: an area is a folder right under one of `roots`. */
function areaOf(file, roots) {
  for (const root of roots) {
    const rel = path.relative(root, file);
    if (rel.startsWith('..') || path.isAbsolute(rel)) continue;
    const parts = rel.split(path.sep);
    return parts.length > 1 ? path.join(root, parts[0]) : null;
  }
  return null;
}

/**
 * The areas' dependency graph: area -> area it imports -> one file that does. Rebuilt when a file
 * under the roots is added, removed or changed (a long-lived editor session sees its edits).
 */
let areaGraphCache = { key: '', graph: new Map() };
function areaGraph(roots, srcRoot) {
  const files = roots.filter((r) => fs.existsSync(r)).flatMap((r) => sourceFiles(r));
  const key = files.map((f) => `${f}:${fs.statSync(f).mtimeMs}`).join('|');
  if (key === areaGraphCache.key) return areaGraphCache.graph;
  const graph = new Map();
  for (const file of files) {
    const from = areaOf(file, roots);
    if (!from) continue;
    for (const { target } of importsOf(file, srcRoot)) {
      const to = areaOf(target, roots);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, file);
    }
  }
  areaGraphCache = { key, graph };
  return graph;
}

/** The areas from `start` to `goal` (both included), each with the file that imports the next, or null. */
function areaPath(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const area = queue.shift();
    if (area === goal) break;
    for (const [next, via] of graph.get(area) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, { area, via });
      queue.push(next);
    }
  }
  if (!previous.has(goal)) return null;
  const hops = [];
  for (let at = goal; previous.get(at); at = previous.get(at).area) hops.unshift({ to: at, via: previous.get(at).via });
  return hops;
}

const areaCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import between two areas that depend on each other, counting type-only and lazy imports.' },
    schema: [
      {
        type: 'object',
        properties: { areas: { type: 'array', items: { type: 'string' } }, srcRoot: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'Areas depend on each other: {{trail}}. Type-only and lazy imports count too: move what both need below them (shared/, lib/) or into the area that is imported, or hand it in as a parameter.',
    },
  },
  create(context) {
    const file = context.filename;
    const srcRoot = path.resolve(context.cwd, context.options[0]?.srcRoot ?? 'src');
    const roots = (context.options[0]?.areas ?? []).map((r) => path.resolve(context.cwd, r));
    const from = areaOf(file, roots);
    if (!from || TEST.test(file)) return {};
    const name = (area) => path.relative(context.cwd, area);
    return {
      'Program:exit'(program) {
        let graph = null;
        for (const { node, target } of resolvedImports(program, file, srcRoot)) {
          const to = areaOf(target, roots);
          if (!to || to === from) continue;
          graph ??= areaGraph(roots, srcRoot);
          const back = areaPath(graph, to, from);
          if (!back) continue;
          const trail = [name(from), name(to), ...back.map((hop) => `${name(hop.to)} (${path.relative(context.cwd, hop.via)})`)].join(' -> ');
          context.report({ node, messageId: 'cycle', data: { trail } });
        }
      },
    };
  },
};

export default { meta: { name: 'local-import' }, rules: { 'no-cycle': noCycle, 'area-cycles': areaCycles } };
