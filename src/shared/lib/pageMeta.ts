// What a page tells browsers, search engines and link previews about itself: the document title,
// and for public pages a meta description, a canonical URL, Open Graph tags and schema.org data.
// Every page calls usePageMeta once; the tags are set in document.head and removed when it leaves.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { STORE_NAME } from '@/shared/config';
import { mediaUrl } from './media';

export interface PageMeta {
  /** The page's own title; the store's name is added ("Cart · IT Wholesale"). */
  title: string;
  /** Use `title` as it is, without the store's name (home). */
  fullTitle?: boolean;
  /** What a search result shows under the title (public pages). */
  description?: string;
  /** Path of the canonical address; default: the current path without its query. */
  canonicalPath?: string;
  /** The link-preview image: a media path (as the API gives it) or an absolute URL. */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /** schema.org data, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /**
   * A page of one visitor (cart, account, sign-in, a not-found page): a title only, and search
   * engines are asked not to index it.
   */
  private?: boolean;
  /** Wins over the pages around it (a not-found page rendered inside a listing page). */
  priority?: number;
}

export const titleOf = (meta: Pick<PageMeta, 'title' | 'fullTitle'>) => (meta.fullTitle || !meta.title ? meta.title || STORE_NAME : `${meta.title} · ${STORE_NAME}`);

const MARK = 'data-page-meta';

interface Entry {
  id: number;
  meta: PageMeta;
  path: string;
}

// Every mounted page that asked for meta; the one with the highest priority (then the newest) is shown.
let entries: Entry[] = [];
let nextId = 1;
let defaults: { title: string; description: string | null } | null = null;

function absolute(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${window.location.origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

function add(tag: 'meta' | 'link' | 'script', attrs: Record<string, string>, text?: string) {
  const el = document.createElement(tag);
  el.setAttribute(MARK, '');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  // JSON-LD is a data block, never run: inserting it from script is fine under a strict CSP.
  if (text !== undefined) el.textContent = text;
  document.head.appendChild(el);
}

function apply() {
  const head = document.head;
  const description = head.querySelector<HTMLMetaElement>('meta[name="description"]');
  defaults ??= { title: document.title, description: description?.getAttribute('content') ?? null };
  head.querySelectorAll(`[${MARK}]`).forEach((el) => el.remove());

  const shown = entries.reduce<Entry | null>((best, e) => (!best || (e.meta.priority ?? 0) >= (best.meta.priority ?? 0) ? e : best), null);
  if (!shown) {
    document.title = defaults.title;
    if (description && defaults.description !== null) description.setAttribute('content', defaults.description);
    return;
  }
  const { meta, path } = shown;
  const title = titleOf(meta);
  document.title = title;
  const text = meta.description ?? defaults.description;
  if (text) {
    if (description) description.setAttribute('content', text);
    else add('meta', { name: 'description', content: text });
  }
  if (meta.private) {
    add('meta', { name: 'robots', content: 'noindex' });
    return;
  }
  const url = absolute(meta.canonicalPath ?? path);
  add('link', { rel: 'canonical', href: url });
  const og: Record<string, string | undefined> = {
    'og:site_name': STORE_NAME,
    'og:title': meta.fullTitle ? title : meta.title || STORE_NAME,
    'og:description': text ?? undefined,
    'og:type': meta.type ?? 'website',
    'og:url': url,
    'og:locale': 'en_IN',
    'og:image': meta.image ? absolute(mediaUrl(meta.image)) : undefined,
  };
  for (const [property, content] of Object.entries(og)) if (content) add('meta', { property, content });
  add('meta', { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' });
  if (meta.jsonLd) add('script', { type: 'application/ld+json' }, JSON.stringify(meta.jsonLd));
}

/** Sets the page's title and tags while the calling page is shown; `null` sets nothing (yet). */
export function usePageMeta(meta: PageMeta | null): void {
  const { pathname } = useLocation();
  // A string key: pages pass a fresh object on every render, and only a real change should apply.
  const key = meta ? JSON.stringify([meta, pathname]) : null;
  useEffect(() => {
    if (!key) return;
    const [m, path] = JSON.parse(key) as [PageMeta, string];
    const entry = { id: nextId++, meta: m, path };
    entries = [...entries, entry];
    apply();
    return () => {
      entries = entries.filter((e) => e.id !== entry.id);
      apply();
    };
  }, [key]);
}
