// The information pages against MSW: loading, failure and content, as a visitor sees them.
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { aboutFixtures, blogFixtures } from '@/test/handlers/content';
import { renderWithProviders } from '@/test/utils';
import AboutPage from './AboutPage';
import BlankPage from './BlankPage';
import BlogDetailsPage from './BlogDetailsPage';
import BlogPage from './BlogPage';
import FaqPage from './FaqPage';
import HowToOrderPage from './HowToOrderPage';
import PolicyPage from './PolicyPage';

const failWith = (path: string, status = 500, body: object = { status: false, message: 'Something went wrong. Please try again later.' }) =>
  server.use(http.get(`*/api/${path}`, () => HttpResponse.json(body, { status })));
const slowly = (path: string) => server.use(http.get(`*/api/${path}`, () => delay('infinite')));

describe('AboutPage', () => {
  it('shows the entries with title, sanitized HTML and image', async () => {
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const who = await screen.findByRole('region', { name: 'Who We Are' });
    expect(within(who).getByText('A Mumbai-based distributor.')).toBeInTheDocument();
    expect(who.querySelector('img')).toHaveAttribute('src', '/media/img/about/who-we-are.svg');
    expect(document.querySelector('script:not([type])')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    const supply = screen.getByRole('region', { name: 'What We Supply' });
    expect(within(supply).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Laptops', 'Switches']);
    expect(supply.querySelector('img')).toBeNull();
    expect(document.title).toBe('About Us · IT Wholesale');
  });

  it('shows loading, then the failure', async () => {
    slowly('about');
    const loading = renderWithProviders(<AboutPage />, { route: '/about-us' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    loading.unmount();
    server.resetHandlers();
    failWith('about');
    renderWithProviders(<AboutPage />, { route: '/about-us' });
    expect(await screen.findByText('Error fetching data')).toBeInTheDocument();
    expect(aboutFixtures).toHaveLength(2);
  });
});

describe('FaqPage', () => {
  it('lists the questions as an accordion, one answer open at a time', async () => {
    const { user } = renderWithProviders(<FaqPage />, { route: '/faq' });
    const first = await screen.findByRole('button', { name: 'Who can buy from IT Wholesale?' });
    const second = screen.getByRole('button', { name: 'Why can’t I see prices?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Registered businesses with a GSTIN.')).not.toBeVisible();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Who can buy from IT Wholesale?' })).toHaveTextContent('Registered businesses with a GSTIN.');

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Prices show once your company account is approved.')).toBeVisible();
    expect(screen.getByText('Registered businesses with a GSTIN.')).not.toBeVisible();
    await user.click(second);
    expect(screen.getByText('Prices show once your company account is approved.')).not.toBeVisible();
  });

  it("shows loading, then 'Error fetching data' on failure", async () => {
    slowly('faqs');
    const loading = renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    loading.unmount();
    server.resetHandlers();
    failWith('faqs');
    renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(await screen.findByText('Error fetching data')).toBeInTheDocument();
  });

  it("says 'No FAQs available.' when there are none", async () => {
    server.use(http.get('*/api/faqs', () => HttpResponse.json({ status: true, faqs: [] })));
    renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(await screen.findByText('No FAQs available.')).toBeInTheDocument();
  });
});

describe('BlogPage', () => {
  const cards = () => screen.getAllByRole('article');

  it('shows 6 cards per page: image or the default, title, a 100-character plain-text excerpt, date, Read more', async () => {
    const { user } = renderWithProviders(<BlogPage />, { route: '/blog' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await screen.findByRole('heading', { name: 'Post number 1' });
    expect(cards()).toHaveLength(6);

    const first = within(cards()[0]);
    expect(first.getByRole('link', { name: 'Post number 1' })).toHaveAttribute('href', '/blog-details/post-1');
    // "Read more" plus the title for screen readers (jsdom puts a space before the hidden part).
    const more = first.getByRole('link', { name: /^Read more\s?: Post number 1$/ });
    expect(more).toHaveAttribute('href', '/blog-details/post-1');
    expect(more).toHaveTextContent(/^Read more/);
    expect(first.getByText('20 March 2026')).toHaveAttribute('dateTime', blogFixtures[0].created_at);
    const text = cards()[0].querySelector('.blog-card__excerpt')!.textContent!;
    expect(text).toBe('Body of post 1. Long enough words to need an excerpt. Long enough words to need an excerpt. Long eno...');
    expect(text.replace(/\.\.\.$/, '')).toHaveLength(100);
    expect(text).not.toContain('<p>');
    expect(cards()[0].querySelector('img')).toHaveAttribute('src', '/media/img/blog/post-1.svg');
    // Post 2 has no image: the default one.
    expect(cards()[1].querySelector('img')).toHaveAttribute('src', '/media/img/placeholder.svg');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(cards()).toHaveLength(3);
    expect(within(cards()[0]).getByRole('heading')).toHaveTextContent('Post number 7');
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Blog, page 2 · IT Wholesale');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/blog\?page=2$/);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(cards()).toHaveLength(6);
  });

  it('opens on the page in the URL, and no further than the last', async () => {
    renderWithProviders(<BlogPage />, { route: '/blog?page=7' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows no paging for one page of posts', async () => {
    server.use(http.get('*/api/blog', () => HttpResponse.json({ status: true, blog: blogFixtures.slice(0, 6) })));
    renderWithProviders(<BlogPage />, { route: '/blog' });
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it("shows 'Error fetching data' on failure", async () => {
    failWith('blog');
    renderWithProviders(<BlogPage />, { route: '/blog' });
    expect(await screen.findByText('Error fetching data')).toBeInTheDocument();
  });
});

describe('BlogDetailsPage', () => {
  const renderPost = (slug: string) => renderWithProviders(<BlogDetailsPage />, { route: `/blog-details/${slug}`, path: '/blog-details/:slug' });

  it('shows title, date, image and the HTML body, with BlogPosting data', async () => {
    renderPost('post-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post number 3' })).toBeInTheDocument();
    expect(screen.getByText('18 March 2026')).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', '/media/img/blog/post-3.svg');
    expect(screen.getByText(/^Body of post 3\./)).toBeInTheDocument();
    expect(document.title).toBe('Post number 3 · IT Wholesale');
    const ld = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: 'Post number 3', datePublished: blogFixtures[2].created_at });
  });

  it("says 'Blog not found' for an unknown post (404)", async () => {
    renderPost('no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found' })).toBeInTheDocument();
    expect(document.title).toBe('Blog not found · IT Wholesale');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it("says 'Blog not found' when the server answers status false", async () => {
    server.use(http.get('*/api/blog-details/:slug', () => HttpResponse.json({ status: false, blog: null })));
    renderPost('post-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found' })).toBeInTheDocument();
  });

  it("says 'Failed to load blog details' when the call fails", async () => {
    failWith('blog-details/:slug');
    renderPost('post-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load blog details' })).toBeInTheDocument();
  });
});

describe('PolicyPage', () => {
  it.each([
    ['privacy', 'Privacy Policy', 'Company details.'],
    ['shipping', 'Shipping Policy', 'Dispatch in 24 hours.'],
    ['terms', 'Terms and Conditions', 'Courts at Mumbai.'],
    ['cancellation', 'Cancellation/Refund Policy', 'Within 7 days.'],
  ] as const)('shows the %s policy: title and HTML body', async (kind, title, text) => {
    renderWithProviders(<PolicyPage kind={kind} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(document.title).toBe(`${title} · IT Wholesale`);
  });

  it.each([
    ['privacy', 'privacyPolicies', 'Failed to load policy'],
    ['shipping', 'shippingPolicies', 'Failed to load policy'],
    ['terms', 'termsConditions', 'Failed to load terms and conditions'],
    ['cancellation', 'cancellationrefund', 'Failed to load cancellation/refund policy'],
  ] as const)("shows the spec's failure text for %s when the server gives no message", async (kind, path, message) => {
    server.use(http.get(`*/api/${path}`, () => HttpResponse.error()));
    renderWithProviders(<PolicyPage kind={kind} />);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("prefers the server's message", async () => {
    failWith('termsConditions', 404, { status: false, message: 'Policy not found' });
    renderWithProviders(<PolicyPage kind="terms" />);
    expect(await screen.findByText('Policy not found')).toBeInTheDocument();
  });
});

describe('BlankPage', () => {
  // react-slick reads media queries for its responsive settings; jsdom has no matchMedia.
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });

  it('shows the placeholder images in a carousel', () => {
    renderWithProviders(<BlankPage />, { route: '/blank' });
    expect(screen.getByRole('heading', { level: 1, name: 'Image carousel' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Placeholder images' });
    // Slides out of view are hidden from assistive technology by the carousel, so read them all from the DOM.
    const alts = new Set([...carousel.querySelectorAll('img')].map((img) => img.getAttribute('alt')));
    expect([...alts].sort()).toEqual([1, 2, 3, 4, 5].map((n) => `Placeholder image ${n} of 5`));
    for (const img of carousel.querySelectorAll('img')) expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(within(carousel).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

describe('HowToOrderPage', () => {
  it('takes a new buyer through registering, approval, ordering and paying, with links to each start', () => {
    renderWithProviders(<HowToOrderPage />, { route: '/how-to-order' });
    expect(screen.getByRole('heading', { level: 1, name: 'How to Order' })).toBeInTheDocument();
    const steps = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(steps).toEqual(['Register your company', 'Get approved', 'Order', 'Pay']);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'request a quotation' })).toHaveAttribute('href', '/quote-request');
    expect(document.title).toBe('How to Order · IT Wholesale');
  });
});
