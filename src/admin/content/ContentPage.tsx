// /admin/content: the storefront's content on one page with a tab per kind (banners, partners,
// FAQs, about, blog, policies, social links, free products), the open tab kept in the address
// (?tab=faqs) so a reload or a shared link lands on it. Catalogue and Admin; the server checks again.
import { useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ContentListKind } from '@contracts/contentRules';
import { readFailure } from '@/shared/api/failure';
import { useContentQuery } from './api';
import { ContentRows } from './ContentRows';
import { FreeProductsTab } from './FreeProductsTab';
import { PoliciesTab } from './PoliciesTab';
import './ContentPage.css';

const TABS = [
  { key: 'banners', label: 'Banners' },
  { key: 'partners', label: 'Partners' },
  { key: 'faqs', label: 'FAQs' },
  { key: 'about', label: 'About' },
  { key: 'blogs', label: 'Blog' },
  { key: 'policies', label: 'Policies' },
  { key: 'social-links', label: 'Social links' },
  { key: 'free-products', label: 'Free products' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

type Notice = { text: string; error: boolean } | null;

export function ContentPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabKey = TABS.find((t) => t.key === asked)?.key ?? 'banners';
  const { data, isLoading, error } = useContentQuery();
  const [notice, setNotice] = useState<Notice>(null);
  const onNotice = (text: string, isError = false) => setNotice({ text, error: isError });

  const open = (key: TabKey) => {
    setNotice(null);
    setParams({ tab: key }, { replace: true });
  };
  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern).
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.findIndex((t) => t.key === tab) + step + TABS.length) % TABS.length].key;
    open(next);
    document.getElementById(`content-tab-${next}`)?.focus();
  };

  const content = data?.content;
  return (
    <div className="content-page">
      <h1 className="admin-title">Content</h1>
      <p className="content-page__lead">What the storefront shows around the catalogue. A change is on the storefront at its next page load.</p>
      <div className="content-page__tabs" role="tablist" aria-label="Kinds of content" onKeyDown={onKey}>
        {TABS.map((t) => (
          <button
            key={t.key}
            id={`content-tab-${t.key}`}
            type="button"
            role="tab"
            aria-selected={t.key === tab}
            aria-controls="content-panel"
            tabIndex={t.key === tab ? 0 : -1}
            className="content-page__tab"
            onClick={() => open(t.key)}
          >
            {t.label}
            {content && t.key !== 'policies' && <span className="content-page__count">{content[t.key].length}</span>}
          </button>
        ))}
      </div>
      <section id="content-panel" role="tabpanel" aria-labelledby={`content-tab-${tab}`} className="content-page__panel" aria-busy={isLoading}>
        {notice && (
          <p className={notice.error ? 'a-alert' : 'a-note'} role={notice.error ? 'alert' : 'status'}>
            {notice.text}
          </p>
        )}
        {isLoading && <p className="a-empty">Loading…</p>}
        {Boolean(error) && (
          <p className="a-alert" role="alert">
            {readFailure(error, 'The content could not be loaded. Try again.').message}
          </p>
        )}
        {content &&
          (tab === 'policies' ? (
            <PoliciesTab policies={content.policies} onNotice={onNotice} />
          ) : tab === 'free-products' ? (
            <FreeProductsTab offers={content['free-products']} onNotice={onNotice} />
          ) : (
            <ContentRows key={tab} kind={tab as ContentListKind} rows={content[tab]} onNotice={onNotice} />
          ))}
      </section>
    </div>
  );
}
