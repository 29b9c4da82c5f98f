// Main image with a 200% hover zoom shown in a 600x600 panel, and a thumbnail carousel (4 visible).
import { useState, type MouseEvent } from 'react';
import { THUMBNAILS_VISIBLE } from '@/shared/config';
import { mediaSrcSet, mediaUrl } from '@/shared/lib/media';
import { Carousel } from '@/shared/ui/Carousel';

const ZOOM = 2;
const PANEL = 600;
/** The main frame takes the image's own shape within these bounds (catalogue images are square). */
const RATIO_MIN = 3 / 4;
const RATIO_MAX = 16 / 10;

/** The frame's aspect ratio for an image of this natural size: its own, kept within bounds. */
export function frameRatio(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 1;
  return Math.min(RATIO_MAX, Math.max(RATIO_MIN, width / height));
}

export function ImageGallery({ images, alt }: { images: string[]; alt: string }) {
  const [active, setActive] = useState(0);
  // The first thumbnail in view: thumbnails scrolled out of view leave the tab order.
  const [firstVisible, setFirstVisible] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  // The frame follows the shown image's shape, so the image fills it (scaled up if tiny) with no bars.
  const [ratio, setRatio] = useState(1);
  const src = mediaUrl(images[active] ?? images[0]);

  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    setZoom({
      x: Math.min(100, Math.max(0, ((e.clientX - rect.left) / rect.width) * 100)),
      y: Math.min(100, Math.max(0, ((e.clientY - rect.top) / rect.height) * 100)),
    });
  };

  return (
    <div className="gallery">
      <div className="gallery__main" style={{ aspectRatio: String(ratio) }} onMouseMove={onMove} onMouseLeave={() => setZoom(null)}>
        <img
          src={src}
          srcSet={mediaSrcSet(images[active] ?? images[0])}
          sizes="(max-width: 640px) 100vw, 600px"
          alt={alt}
          width={600}
          height={600}
          onLoad={(e) => setRatio(frameRatio(e.currentTarget.naturalWidth, e.currentTarget.naturalHeight))}
        />
        {zoom ? (
          <div
            className="gallery__zoom"
            aria-hidden="true"
            data-testid="zoom-panel"
            style={{
              width: PANEL,
              height: PANEL,
              backgroundImage: `url("${src}")`,
              backgroundSize: `${ZOOM * 100}%`,
              backgroundPosition: `${zoom.x}% ${zoom.y}%`,
            }}
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <div className="gallery__thumbs">
          <Carousel
            slidesToShow={Math.min(THUMBNAILS_VISIBLE, images.length)}
            slidesToScroll={1}
            infinite={false}
            arrows={images.length > THUMBNAILS_VISIBLE}
            dots={false}
            afterChange={setFirstVisible}
          >
            {images.map((img, i) => (
              <div key={img} className="gallery__thumb-cell">
                <button
                  type="button"
                  className={`gallery__thumb${i === active ? ' is-active' : ''}`}
                  onClick={() => setActive(i)}
                  tabIndex={i >= firstVisible && i < firstVisible + THUMBNAILS_VISIBLE ? 0 : -1}
                  aria-label={`Show image ${i + 1} of ${images.length}`}
                >
                  <img src={mediaUrl(img)} srcSet={mediaSrcSet(img)} sizes="96px" alt="" width={96} height={72} loading="lazy" />
                </button>
              </div>
            ))}
          </Carousel>
        </div>
      ) : null}
    </div>
  );
}
