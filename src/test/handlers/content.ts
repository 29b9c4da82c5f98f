import { http, HttpResponse } from 'msw';
import type { AboutEntry, Blog, Faq } from '@contracts/content';

export const faqFixtures: Faq[] = [
  { id: 1, question: 'Who can buy from IT Wholesale?', answer: 'Registered businesses with a GSTIN.' },
  { id: 2, question: 'Why can’t I see prices?', answer: 'Prices show once your company account is approved.' },
];

export const aboutFixtures: AboutEntry[] = [
  { id: 1, title: 'Who We Are', description: '<p>A Mumbai-based distributor.</p><script>window.hacked = true</script>', image: 'img/about/who-we-are.svg' },
  { id: 2, title: 'What We Supply', description: '<ul><li>Laptops</li><li>Switches</li></ul>', image: null },
];

/** Nine posts, newest first: two pages of six. */
export const blogFixtures: Blog[] = Array.from({ length: 9 }, (_, i) => ({
  id: i + 1,
  slug: `post-${i + 1}`,
  title: `Post number ${i + 1}`,
  description: `<p>Body of post ${i + 1}. ${'Long enough words to need an excerpt. '.repeat(6)}</p>`,
  image: i === 1 ? null : `img/blog/post-${i + 1}.svg`,
  created_at: new Date(Date.UTC(2026, 2, 20 - i)).toISOString(),
}));

export const contentHandlers = [
  http.get('*/api/social-links', () => HttpResponse.json({ status: true, SocialLink: [{ id: 1, platform: 'facebook', url: 'https://facebook.com/itw' }] })),
  http.get('*/api/session-timeout', () => HttpResponse.json({ status: true, timeout: 1800 })),
  http.get('*/api/credit-limit', () => HttpResponse.json({ status: true, data: { credit_limit: 500000 } })),
  http.get('*/api/faqs', () => HttpResponse.json({ status: true, faqs: faqFixtures })),
  http.get('*/api/about', () => HttpResponse.json({ status: true, about: aboutFixtures })),
  http.get('*/api/blog', () => HttpResponse.json({ status: true, blog: blogFixtures })),
  http.get('*/api/blog-details/:slug', ({ params }) => {
    const blog = blogFixtures.find((b) => b.slug === params.slug);
    return blog ? HttpResponse.json({ status: true, blog }) : HttpResponse.json({ status: false, message: 'Blog not found' }, { status: 404 });
  }),
  http.get('*/api/privacyPolicies', () => HttpResponse.json({ status: true, title: 'Privacy Policy', description: '<h3>What we collect</h3><p>Company details.</p>' })),
  http.get('*/api/shippingPolicies', () => HttpResponse.json({ status: true, title: 'Shipping Policy', description: '<p>Dispatch in 24 hours.</p>' })),
  http.get('*/api/termsConditions', () => HttpResponse.json({ status: true, policies: { title: 'Terms and Conditions', description: '<p>Courts at Mumbai.</p>' } })),
  http.get('*/api/cancellationrefund', () =>
    HttpResponse.json({ status: true, policies: { title: 'Cancellation/Refund Policy', description: '<ul><li>Within 7 days.</li></ul>' } }),
  ),
  http.post('*/api/contact-us', () => HttpResponse.json({ status: true, message: 'Inquiry submitted successfully!' })),
  http.post('*/api/request-an-item', () => HttpResponse.json({ status: true, message: 'Your request has been submitted.' })),
];
