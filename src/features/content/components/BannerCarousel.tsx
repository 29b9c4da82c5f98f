// Home banner carousel. A small hand-rolled carousel: the first banner is the page's largest
// paint, so it renders at once without waiting for a carousel library.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { mediaUrl } from '@/shared/lib/media';
import type { Banner } from '@contracts/content';

const INTERVAL_MS = 6000;

export function BannerCarousel({ banners }: { banners: Banner[] | undefined }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners?.length ?? 0;
  useEffect(() => {
    if (count < 2 || paused) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(t);
  }, [count, paused]);
  if (!banners) return <div className="banner banner--loading" aria-hidden="true" />;
  if (!count) return null;
  return (
    <section className="banner" aria-roledescription="carousel" aria-label="Offers" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      {banners.map((b, i) => (
        <div key={b.id} className={`banner__slide${i === index ? ' is-active' : ''}`} aria-hidden={i !== index} aria-roledescription="slide">
          <img src={mediaUrl(b.image)} alt="" width={1600} height={500} fetchPriority={i === 0 ? 'high' : 'low'} loading={i === 0 ? 'eager' : 'lazy'} />
          <div className="banner__caption">
            <p className="banner__title">{b.first_title}</p>
            <Link to="/shop" className="btn btn--accent" tabIndex={i === index ? 0 : -1}>
              Shop now
            </Link>
          </div>
        </div>
      ))}
      {count > 1 ? (
        <div className="banner__dots">
          {banners.map((b, i) => (
            <button key={b.id} type="button" aria-label={`Show offer ${i + 1}`} aria-current={i === index} onClick={() => setIndex(i)} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
