// / (spec 2, "Home"): the store's banners, blurbs, story, FAQs, newsletter and partners, with the
// catalogue (categories, product rails, quick view) placed by the app through the catalogue slot.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { notify } from '@/shared/lib/notify';
import { readFailure } from '@/shared/api/failure';
import { FORM_TOOLS } from '@contracts/agentForms';
import { STORE_NAME } from '@/shared/config';
import { mediaUrl } from '@/shared/lib/media';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { respondToAgent } from '@/shared/lib/webmcp';
import { useGetBannersQuery, useGetPartnersQuery, useSubscribeMutation } from '../api';
import { BannerCarousel } from '../components/BannerCarousel';
import { FaqList } from '../components/FaqList';
import '../content.css';

const BLURBS = [
  { title: 'Wholesale prices', text: 'Trade pricing on laptops, networking, storage and accessories, with your own price-list rates once approved.' },
  { title: 'GST invoices', text: 'Every order is invoiced with CGST and SGST, or IGST for inter-state delivery, ready for your input credit.' },
  { title: 'Credit for partners', text: 'Approved accounts order on cash on delivery against their credit limit, or pay online by card.' },
];

const STATS = [
  { figure: '500k', label: 'Retail partners' },
  { figure: '4,500+', label: 'Happy customers' },
  { figure: '40k+', label: 'Industries served' },
  { figure: '10+', label: 'Years' },
];

function FaqAccordion() {
  return (
    <section className="home-faq container" aria-labelledby="faq-title">
      <h2 id="faq-title" className="section-title">
        {STORE_NAME} FAQS
      </h2>
      <FaqList />
    </section>
  );
}

function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribe, { isLoading }] = useSubscribeMutation();
  /** Subscribes the address; resolves to what the form then says. */
  const submit = async (value: string): Promise<string> => {
    if (!value) {
      setError('Please enter email.');
      return 'Please enter email.';
    }
    setError(null);
    try {
      const res = await subscribe({ email: value }).unwrap();
      notify.success(res.message);
      setEmail('');
      return res.message;
    } catch (err) {
      const message = readFailure(err, 'An error occurred. Please try again.').message;
      setError(message);
      return message;
    }
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Read from the form, not the state: an agent filling the form (WebMCP) may set the value directly.
    const field = e.currentTarget.elements.namedItem('email');
    respondToAgent(e, submit((field instanceof HTMLInputElement ? field.value : email).trim()));
  };
  return (
    <form className="subscribe" onSubmit={onSubmit} noValidate toolname={FORM_TOOLS.subscribe.name} tooldescription={FORM_TOOLS.subscribe.description}>
      <label htmlFor="subscribe-email" className="subscribe__label">
        Get new arrivals and trade offers by email
      </label>
      <div className="subscribe__row">
        <input
          id="subscribe-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@company.in"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'subscribe-error' : undefined}
        />
        <button type="submit" className="btn btn--accent" disabled={isLoading}>
          Subscribe
        </button>
      </div>
      {error ? (
        <p id="subscribe-error" className="field-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export default function HomePage({ catalogue }: { catalogue?: ReactNode }) {
  usePageMeta({
    title: `${STORE_NAME} — B2B IT products for retail partners`,
    fullTitle: true,
    description: `${STORE_NAME}: laptops, desktops, networking, storage and accessories at wholesale prices for Indian retail partners and businesses. GST invoices, credit for approved accounts.`,
    canonicalPath: '/',
  });
  const { data: banners } = useGetBannersQuery();
  const { data: partners } = useGetPartnersQuery();
  return (
    <>
      <BannerCarousel banners={banners} />
      {catalogue}
      <section className="container blurbs" aria-label="Why buy from us">
        {BLURBS.map((b) => (
          <div key={b.title} className="blurb">
            <h2>{b.title}</h2>
            <p>{b.text}</p>
          </div>
        ))}
      </section>
      <section className="stats" aria-label="In numbers">
        <div className="container stats__row">
          {STATS.map((s) => (
            <div key={s.label} className="stat">
              <strong>{s.figure}</strong>
              <span>{s.label}</span>
            </div>
          ))}
        </div>
      </section>
      <section className="container story" aria-labelledby="story-title">
        <div>
          <h2 id="story-title" className="section-title">
            Built for India’s IT resellers
          </h2>
          <p>
            From a single counter in Mumbai’s Lamington Road to a catalogue of thousands of products, {STORE_NAME} supplies retail partners, system integrators and
            corporate buyers across India. Browse freely; once your company account is approved you see your own prices, order on credit and request formal
            quotations.
          </p>
          <p>
            <Link to="/shop" className="btn btn--primary">
              Shop the catalogue
            </Link>
          </p>
        </div>
      </section>
      <FaqAccordion />
      <section className="container newsletter">
        <SubscribeForm />
      </section>
      <section className="partners" aria-labelledby="partners-title">
        <div className="container">
          <h2 id="partners-title" className="section-title">
            Explore Our Trusted Partnerships
          </h2>
        </div>
        <div className="marquee">
          <div className="marquee__track">
            {[...(partners ?? []), ...(partners ?? [])].map((p, i) => (
              <img key={`${p.id}-${i}`} src={mediaUrl(p.image)} alt={i < (partners?.length ?? 0) ? p.name : ''} width={160} height={64} loading="lazy" />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
