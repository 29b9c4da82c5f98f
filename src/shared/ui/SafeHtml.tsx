// Server-provided HTML (descriptions, blog, policies) is sanitized before it is rendered.
import DOMPurify from 'dompurify';
import { SAFE_HTML_OPTIONS } from '@contracts/safeHtml';
import parse from 'html-react-parser';
import { useMemo } from 'react';

export function sanitizeHtml(html: string): string {
  // The server sanitises with the same options on write (server/src/lib/sanitizeHtml.ts); this
  // second pass covers HTML stored before that and from other writers.
  return DOMPurify.sanitize(html, { USE_PROFILES: { ...SAFE_HTML_OPTIONS.USE_PROFILES }, FORBID_TAGS: [...SAFE_HTML_OPTIONS.FORBID_TAGS] });
}

export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const content = useMemo(() => (html ? parse(sanitizeHtml(html)) : null), [html]);
  return <div className={className}>{content}</div>;
}
