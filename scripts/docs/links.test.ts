// The documentation's own checks: README.md and docs/**/*.md. Every relative link and image points
// to a file that exists (and an #anchor into a markdown file to one of its headings, by GitHub's
// slug rule), every repository path quoted in backticks exists, every docs page is linked from the
// README, the README stays a front door (at most 200 lines), and no line names an issue or a stop
// by number. Pure file reads: run it with `npm test -- scripts/docs`.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const README = 'README.md';
const MAX_README_LINES = 200;
/** Backticked text starting with one of these is taken as a path into the repository. */
const REPO_PREFIXES = ['server/', 'src/', 'contracts/', 'scripts/', 'e2e/', 'docs/', 'public/', '.ci/'];
const NUMBERED = /\b(issue|stop)s?\s*#?\d+/i;

interface Doc {
  /** Path from the repository root, with forward slashes. */
  file: string;
  text: string;
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return markdownFiles(full);
    return e.name.endsWith('.md') ? [full] : [];
  });
}

function readDocs(): Doc[] {
  const files = [path.join(root, README), ...markdownFiles(path.join(root, 'docs'))];
  return files.map((f) => ({ file: path.relative(root, f).split(path.sep).join('/'), text: fs.readFileSync(f, 'utf8') }));
}

/** The lines outside fenced code blocks, with their 1-based numbers. */
export function proseLines(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fenced = false;
  text.split('\n').forEach((t, i) => {
    if (/^\s*(```|~~~)/.test(t)) {
      fenced = !fenced;
      return;
    }
    if (!fenced) out.push({ line: i + 1, text: t });
  });
  return out;
}

/** Inline code spans of a prose line. */
function codeSpans(line: string): string[] {
  return [...line.matchAll(/(`+)([^`]+?)\1/g)].map((m) => m[2].trim());
}

/** GitHub's heading anchor: lower case, punctuation other than - and _ dropped, each space a hyphen. */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '').replace(/\s/g, '-');
}

/** The anchors of a markdown text's headings, with GitHub's -1, -2 suffixes for repeats. */
export function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const { text: line } of proseLines(text)) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const slug = githubSlug(m[1]);
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** Link and image targets of a prose line (inline code removed first). */
function linkTargets(line: string): string[] {
  const withoutCode = line.replace(/(`+)[^`]+?\1/g, '');
  return [...withoutCode.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
}

/** What is wrong with the relative links of one document (empty when nothing). */
export function brokenLinks(doc: Doc, exists: (file: string) => boolean, readText: (file: string) => string): string[] {
  const problems: string[] = [];
  for (const { line, text } of proseLines(doc.text)) {
    for (const target of linkTargets(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const [rawPath, anchor] = target.split('#', 2);
      const file = rawPath ? path.posix.normalize(path.posix.join(path.posix.dirname(doc.file), decodeURI(rawPath))) : doc.file;
      if (!exists(file)) {
        problems.push(`${doc.file}:${line}: link to a missing file: ${target}`);
        continue;
      }
      if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(readText(file)).has(anchor)) {
        problems.push(`${doc.file}:${line}: link to a missing heading: ${target}`);
      }
    }
  }
  return problems;
}

/** Backticked repository paths of one document that do not exist (globs and placeholders skipped). */
export function missingPaths(doc: Doc, exists: (file: string) => boolean): string[] {
  const problems: string[] = [];
  for (const { line, text } of proseLines(doc.text)) {
    for (const span of codeSpans(text)) {
      if (!REPO_PREFIXES.some((p) => span.startsWith(p))) continue;
      if (/\s/.test(span) || /[<>*{}…]|\.\.\./.test(span)) continue;
      if (!exists(span.replace(/\/+$/, ''))) problems.push(`${doc.file}:${line}: no such path in the repository: ${span}`);
    }
  }
  return problems;
}

/** Lines naming an issue or a stop by number. */
export function numberedMentions(doc: Doc): string[] {
  return doc.text
    .split('\n')
    .flatMap((t, i) => (NUMBERED.test(t) ? [`${doc.file}:${i + 1}: ${t.trim()}`] : []));
}

/** Docs pages the README does not link to. */
export function unlinkedPages(readme: Doc, pages: string[]): string[] {
  const linked = new Set(
    proseLines(readme.text)
      .flatMap(({ text }) => linkTargets(text))
      .filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t))
      .map((t) => path.posix.normalize(t.split('#')[0])),
  );
  return pages.filter((p) => !linked.has(p));
}

function lineCount(text: string): number {
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

const fileExists = (file: string) => fs.existsSync(path.join(root, file));
const fileText = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the documentation', () => {
  const docs = readDocs();
  const readme = docs.find((d) => d.file === README)!;
  const pages = docs.filter((d) => d.file !== README).map((d) => d.file);

  it('has a README and docs pages', () => {
    expect(readme).toBeDefined();
    expect(pages.length).toBeGreaterThan(0);
  });

  it('links only to files and headings that exist', () => {
    expect(docs.flatMap((d) => brokenLinks(d, fileExists, fileText))).toEqual([]);
  });

  it('quotes only repository paths that exist', () => {
    expect(docs.flatMap((d) => missingPaths(d, fileExists))).toEqual([]);
  });

  it('links every docs page from the README', () => {
    expect(unlinkedPages(readme, pages)).toEqual([]);
  });

  it(`keeps the README at most ${MAX_README_LINES} lines`, () => {
    expect(lineCount(readme.text)).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('names no issue or stop by number', () => {
    expect(docs.flatMap(numberedMentions)).toEqual([]);
  });
});

// The checks themselves, on made-up pages: each one must be able to fail.
describe('the documentation checks', () => {
  const files: Record<string, string> = {
    'docs/a.md': '# Page A\n\n## The spec’s calls\n\n## Repeated\n\n## Repeated\n',
    'docs/img.png': '',
    'server/src/app.ts': '',
  };
  const exists = (f: string) => f in files;
  const read = (f: string) => files[f];
  const doc = (file: string, text: string): Doc => ({ file, text });

  it('follows GitHub’s slug rule', () => {
    expect(githubSlug('Inbox (`/admin`, every role)')).toBe('inbox-admin-every-role');
    expect(githubSlug('E-invoices')).toBe('e-invoices');
    expect([...anchorsOf(files['docs/a.md'])]).toEqual(['page-a', 'the-specs-calls', 'repeated', 'repeated-1']);
  });

  it('finds a missing file, a missing heading and a missing image, and passes good links', () => {
    const good = doc('README.md', '[a](docs/a.md#the-specs-calls) ![i](docs/img.png) [w](https://example.com) [r](docs/a.md#repeated-1)');
    expect(brokenLinks(good, exists, read)).toEqual([]);
    const bad = doc('README.md', '[b](docs/b.md) [a](docs/a.md#nowhere) ![i](docs/none.png)\n```\n[x](docs/ignored.md)\n```');
    expect(brokenLinks(bad, exists, read)).toHaveLength(3);
    expect(brokenLinks(doc('docs/a.md', '[self](#nowhere) [up](../README.md)'), exists, read)).toHaveLength(2);
  });

  it('finds a quoted repository path that does not exist, skipping placeholders and globs', () => {
    const text = '`server/src/app.ts` `server/src/gone.ts` `server/src/modules/<area>/` `src/features/*.ts` `DATA_DIR/db`';
    expect(missingPaths(doc('docs/a.md', text), exists)).toEqual(['docs/a.md:1: no such path in the repository: server/src/gone.ts']);
  });

  it('finds a page the README does not link', () => {
    expect(unlinkedPages(doc('README.md', '[a](docs/a.md)'), ['docs/a.md', 'docs/b.md'])).toEqual(['docs/b.md']);
  });

  it('finds an issue or a stop named by number', () => {
    const named = (word: string, n: string) => `${word} ${n}`;
    const text = [`fixed in ${named('issue', '7')}`, `see ${named('Issue', '#3')}`, `${named('stops', '12')} and 13`, 'no issue here, nor a stop'].join('\n');
    expect(numberedMentions(doc('docs/a.md', text))).toHaveLength(3);
  });

  it('counts the README’s lines', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('x\n'.repeat(MAX_README_LINES + 1))).toBeGreaterThan(MAX_README_LINES);
  });
});
