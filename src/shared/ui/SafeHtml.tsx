// Server-provided HTML (descriptions, blog, policies) is sanitized before it is rendered.
import DOMPurify from 'dompurify';
import parse from 'html-react-parser';
import { useMemo } from 'react';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}

export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const content = useMemo(() => (html ? parse(sanitizeHtml(html)) : null), [html]);
  return <div className={className}>{content}</div>;
}
