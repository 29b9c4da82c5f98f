// /blank (spec 2): the demo image carousel with placeholder images. The placeholders are drawn
// here (SVG data URLs), so the demo loads nothing from elsewhere.
import { useSyncExternalStore } from 'react';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { Carousel } from '@/shared/ui/Carousel';
import '../content.css';

const TINTS = ['#e8eef9', '#e6f4ea', '#fff4db', '#fdecea', '#efe9fb'];

function placeholder(n: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">` +
    `<rect width="800" height="450" fill="${TINTS[(n - 1) % TINTS.length]}"/>` +
    `<text x="400" y="215" font-family="system-ui, sans-serif" font-size="56" font-weight="700" fill="#1c2333" text-anchor="middle">Slide ${n}</text>` +
    `<text x="400" y="270" font-family="system-ui, sans-serif" font-size="26" fill="#4a5568" text-anchor="middle">800 × 450 placeholder</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const SLIDES = [1, 2, 3, 4, 5];
const NARROW = '(max-width: 900px)';

/**
 * Whether the screen is narrow. react-slick's own `responsive` setting only reacts to a change of
 * width, not to the width the page opens at, so the number of slides is chosen here.
 */
function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(NARROW);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW).matches,
  );
}

export default function BlankPage() {
  // A demo page: nothing for search engines.
  usePageMeta({ title: 'Image carousel', private: true });
  const narrow = useNarrow();
  return (
    <div className="container info-page">
      <h1 className="page-title">Image carousel</h1>
      <p className="muted">A demonstration of the image carousel with placeholder images.</p>
      <section className="demo-carousel" aria-roledescription="carousel" aria-label="Placeholder images">
        <Carousel dots arrows infinite slidesToShow={narrow ? 1 : 3} slidesToScroll={1}>
          {SLIDES.map((n) => (
            <div key={n} className="demo-carousel__slide">
              <img src={placeholder(n)} alt={`Placeholder image ${n} of ${SLIDES.length}`} width={800} height={450} />
            </div>
          ))}
        </Carousel>
      </section>
    </div>
  );
}
