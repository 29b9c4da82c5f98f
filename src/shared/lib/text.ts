// Plain text from server HTML (excerpts, meta descriptions) and shortening it.

/** The text of an HTML fragment, whitespace collapsed. Parsing in an inert document runs nothing and loads nothing. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first `max` characters of `text`, with an ellipsis (after any cut-off punctuation) when it was cut. */
export function excerpt(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).replace(/[\s.,;:!?]+$/, '')}...`;
}
