// What HTML the store keeps and shows, written once: the storefront's SafeHtml and the server's
// sanitiser (on every write of a description) hand DOMPurify these same options, so HTML from the
// back office's editor can never run script in the storefront. Plain data: the browser loads it.
export const SAFE_HTML_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input'],
} as const;
