// Shared footer (spec 2): up to 10 category links, information and useful links, contact,
// payment partner logos, social icons, copyright.
import { Link } from 'react-router-dom';
import { useGetFooterCategoriesQuery } from '@/features/catalog';
import { useGetSocialLinksQuery } from '@/features/content';
import { FOOTER_CATEGORY_LIMIT, STORE_NAME } from '@/shared/config';

const SOCIAL_ICONS: Record<string, string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8Z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.5 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z',
  linkedin: 'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2 6h4v12H2Zm7 0h4v2c.6-1.1 2-2.3 4.2-2.3 4.4 0 4.8 2.9 4.8 6.6V21h-4v-5.7c0-1.6 0-3.3-2.1-3.3S13 13.6 13 15.2V21H9Z',
  youtube: 'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8ZM10 15V9l5.2 3Z',
  twitter: 'M18.2 2.3h3.4l-7.4 8.4 8.7 11.5h-6.8l-5.3-7-6.1 7H1.3l7.9-9L.9 2.3h7l4.8 6.4Zm-1.2 17.9h1.9L7 4.2H5Z',
};

const PAYMENT_LOGOS = ['Visa', 'Mastercard', 'RuPay', 'UPI', 'Razorpay'];

function FooterCategories() {
  const { data, isLoading, isError } = useGetFooterCategoriesQuery();
  if (isLoading) return <p className="muted">Loading categories...</p>;
  if (isError) return <p className="muted">Failed to fetch categories</p>;
  return (
    <ul>
      {(data ?? []).slice(0, FOOTER_CATEGORY_LIMIT).map((c) => (
        <li key={c.id}>
          <Link to={`/shop?category=${c.slug}`}>{c.title}</Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { data: social } = useGetSocialLinksQuery();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section>
          <h2 className="footer__title">Categories</h2>
          <FooterCategories />
        </section>
        <section>
          <h2 className="footer__title">Information</h2>
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/shipping-policy">Shipping Policy</Link>
            </li>
            <li>
              <Link to="/terms-conditions">Terms and Conditions</Link>
            </li>
            <li>
              <Link to="/cancellation-refund-policy">Cancellation/Refund Policy</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="footer__title">Useful links</h2>
          <ul>
            <li>
              <Link to="/about-us">About Us</Link>
            </li>
            <li>
              <Link to="/faq">FAQs</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact Us</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            {/* The spec left these two without a target: the contact form, its subject chosen, and a page of steps. */}
            <li>
              <Link to="/contact-us?subject=feedback">Feedback &amp; Complaints</Link>
            </li>
            <li>
              <Link to="/how-to-order">How to Order</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="footer__title">Contact</h2>
          <address>
            {STORE_NAME} Pvt Ltd
            <br />
            14, Lamington Road, Grant Road East
            <br />
            Mumbai, Maharashtra 400007
            <br />
            <a href="tel:+912240001234">+91 22 4000 1234</a>
            <br />
            <a href="mailto:sales@itwholesale.example">sales@itwholesale.example</a>
          </address>
        </section>
      </div>
      <div className="container footer__bottom">
        <ul className="payments" aria-label="We accept">
          {PAYMENT_LOGOS.map((p) => (
            <li key={p} className="payments__logo">
              {p}
            </li>
          ))}
        </ul>
        <ul className="social" aria-label="Follow us">
          {(social ?? []).map((s) =>
            SOCIAL_ICONS[s.platform] ? (
              <li key={s.id}>
                <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.platform}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path fill="currentColor" d={SOCIAL_ICONS[s.platform]} />
                  </svg>
                </a>
              </li>
            ) : null,
          )}
        </ul>
        <p className="copyright">© {new Date().getFullYear()} {STORE_NAME} Pvt Ltd. All rights reserved.</p>
      </div>
    </footer>
  );
}
