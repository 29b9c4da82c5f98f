// Sanitises HTML on the server as the storefront does (DOMPurify with contracts/safeHtml.ts's
// options), so what the back office stores is already safe. jsdom gives DOMPurify its DOM; it is
// loaded on the first call only (a server start, or a tool run, does not pay for it).
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { SAFE_HTML_OPTIONS } from '@contracts/safeHtml';

let purifier: Promise<DOMPurify> | null = null;

async function makePurifier(): Promise<DOMPurify> {
  const { JSDOM } = await import('jsdom');
  return createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
}

export async function sanitizeHtml(html: string): Promise<string> {
  if (!html.trim()) return '';
  purifier ??= makePurifier();
  const dom = await purifier;
  return dom.sanitize(html, { USE_PROFILES: { ...SAFE_HTML_OPTIONS.USE_PROFILES }, FORBID_TAGS: [...SAFE_HTML_OPTIONS.FORBID_TAGS] });
}
