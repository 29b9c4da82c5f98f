import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { usePageMeta, type PageMeta } from './pageMeta';

function Page({ meta }: { meta: PageMeta | null }) {
  usePageMeta(meta);
  return null;
}

const head = () => document.head;
const metaContent = (selector: string) => head().querySelector(selector)?.getAttribute('content') ?? null;

beforeEach(() => {
  head().innerHTML = '<meta name="description" content="The store default.">';
  document.title = 'IT Wholesale — B2B IT products for retail partners';
});

describe('usePageMeta', () => {
  it('gives a public page its title, description, canonical URL, Open Graph tags and JSON-LD, and cleans up after it', () => {
    const view = render(
      <MemoryRouter initialEntries={['/blog-details/ups?utm=x']}>
        <Page
          meta={{
            title: 'How to Size a UPS',
            description: 'Power cuts are a fact of life.',
            image: 'img/blog/ups.svg',
            type: 'article',
            jsonLd: { '@type': 'BlogPosting', headline: 'How to Size a UPS' },
          }}
        />
      </MemoryRouter>,
    );
    const origin = window.location.origin;
    expect(document.title).toBe('How to Size a UPS · IT Wholesale');
    expect(metaContent('meta[name="description"]')).toBe('Power cuts are a fact of life.');
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    // The query is not part of the canonical address.
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/blog-details/ups`);
    expect(metaContent('meta[property="og:title"]')).toBe('How to Size a UPS');
    expect(metaContent('meta[property="og:type"]')).toBe('article');
    expect(metaContent('meta[property="og:url"]')).toBe(`${origin}/blog-details/ups`);
    expect(metaContent('meta[property="og:image"]')).toBe(`${origin}/media/img/blog/ups.svg`);
    expect(metaContent('meta[property="og:description"]')).toBe('Power cuts are a fact of life.');
    expect(head().querySelector('meta[name="robots"]')).toBeNull();
    const ld = head().querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(ld?.textContent ?? '{}')).toEqual({ '@type': 'BlogPosting', headline: 'How to Size a UPS' });

    view.unmount();
    expect(document.title).toBe('IT Wholesale — B2B IT products for retail partners');
    expect(metaContent('meta[name="description"]')).toBe('The store default.');
    expect(head().querySelector('link[rel="canonical"], meta[property], script')).toBeNull();
  });

  it('keeps a private page out of search engines: a title and noindex, no canonical or social tags', () => {
    render(
      <MemoryRouter initialEntries={['/cart']}>
        <Page meta={{ title: 'Cart', private: true }} />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Cart · IT Wholesale');
    expect(metaContent('meta[name="robots"]')).toBe('noindex');
    expect(head().querySelector('link[rel="canonical"], meta[property]')).toBeNull();
  });

  it('lets a not-found page win over the page it is shown in, and the page take over again when it goes', () => {
    function Listing({ missing }: { missing: boolean }) {
      usePageMeta({ title: 'Laptops', description: 'Laptops at wholesale prices.' });
      return missing ? <Page meta={{ title: 'Page not found', private: true, priority: 1 }} /> : null;
    }
    const view = render(
      <MemoryRouter initialEntries={['/laptops']}>
        <Listing missing />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Page not found · IT Wholesale');
    expect(metaContent('meta[name="robots"]')).toBe('noindex');
    view.rerender(
      <MemoryRouter initialEntries={['/laptops']}>
        <Listing missing={false} />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Laptops · IT Wholesale');
    expect(head().querySelector('meta[name="robots"]')).toBeNull();
  });

  it('sets nothing for null, and follows changes of the page', () => {
    const view = render(
      <MemoryRouter>
        <Page meta={null} />
      </MemoryRouter>,
    );
    expect(document.title).toBe('IT Wholesale — B2B IT products for retail partners');
    act(() =>
      view.rerender(
        <MemoryRouter>
          <Page meta={{ title: 'Blog, page 2', canonicalPath: '/blog?page=2' }} />
        </MemoryRouter>,
      ),
    );
    expect(document.title).toBe('Blog, page 2 · IT Wholesale');
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/blog?page=2`);
    expect(head().querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });
});
