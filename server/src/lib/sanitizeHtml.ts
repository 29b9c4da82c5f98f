// The one sanitiser for every way HTML enters the store (the product form, the CSV import, content
// pages, the seed, and what was stored before): DOMPurify with contracts/safeHtml.ts's options, the
// same the storefront renders with, so what the server keeps and answers is already safe. jsdom
// gives DOMPurify its DOM; it is loaded on the first call only (a server start does not pay for it).
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { SAFE_HTML_OPTIONS } from '@contracts/safeHtml';

let purifier: Promise<DOMPurify> | null = null;

async function makePurifier(): Promise<DOMPurify> {
  const { JSDOM } = await import('jsdom');
  return createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
}

/** HTML as the store keeps it, with what was taken out, in words ("<script>", "onerror on <img>"). */
export interface CleanedHtml {
  html: string;
  removed: string[];
}

/** Plain text needs no DOM: nothing in it can be markup. */
const mayHoldMarkup = (html: string) => /[<>&]/.test(html);

export async function cleanHtml(html: string): Promise<CleanedHtml> {
  if (!html.trim()) return { html: '', removed: [] };
  if (!mayHoldMarkup(html)) return { html, removed: [] };
  purifier ??= makePurifier();
  const dom = await purifier;
  const out = dom.sanitize(html, { USE_PROFILES: { ...SAFE_HTML_OPTIONS.USE_PROFILES }, FORBID_TAGS: [...SAFE_HTML_OPTIONS.FORBID_TAGS] });
  const removed = new Set<string>();
  for (const r of dom.removed as ({ element: Element } | { attribute: Attr | null; from: Element })[]) {
    if ('element' in r) {
      const name = r.element.nodeName.toLowerCase();
      // Text and comments DOMPurify drops along with a forbidden element are not worth naming.
      if (!name.startsWith('#')) removed.add(`<${name}>`);
    } else if (r.attribute) {
      const attr = r.attribute.name.toLowerCase();
      const value = r.attribute.value.trim().toLowerCase();
      removed.add(/^(javascript|vbscript|data):/.test(value) ? `a ${value.split(':')[0]}: link` : `${attr} on <${r.from.nodeName.toLowerCase()}>`);
    }
  }
  return { html: out, removed: [...removed] };
}

export async function sanitizeHtml(html: string): Promise<string> {
  return (await cleanHtml(html)).html;
}
