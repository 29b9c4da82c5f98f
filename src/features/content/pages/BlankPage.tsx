// /blank (spec 2): the demo image carousel with placeholder images.
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { mediaUrl } from '@/shared/lib/media';
import { usePageMeta } from '@/shared/lib/pageMeta';
import '../content.css';

const SLIDES = [1, 2, 3, 4, 5];

export default function BlankPage() {
  // A demo page: nothing for search engines.
  usePageMeta({ title: 'Image carousel', private: true });
  return (
    <div className="container info-page">
      <h1 className="page-title">Image carousel</h1>
      <p className="muted">A demonstration of the image carousel with placeholder images.</p>
      <section className="demo-carousel" aria-roledescription="carousel" aria-label="Placeholder images">
        <Slider dots arrows infinite slidesToShow={3} slidesToScroll={1} responsive={[{ breakpoint: 900, settings: { slidesToShow: 1 } }]}>
          {SLIDES.map((n) => (
            <div key={n} className="demo-carousel__slide">
              <img src={mediaUrl(`img/placeholder/slide-${n}.svg`)} alt={`Placeholder image ${n} of ${SLIDES.length}`} width={600} height={600} />
            </div>
          ))}
        </Slider>
      </section>
    </div>
  );
}
