// The product page's main image frame takes the image's shape, so the image fills it without bars;
// an image uploaded in the back office is offered in its four widths (srcset), other images are not.
import { fireEvent, render, screen } from '@testing-library/react';
import { ImageGallery, frameRatio } from './ImageGallery';

describe('ImageGallery main image', () => {
  it("keeps the frame to the image's own shape, within 3:4 and 16:10", () => {
    expect(frameRatio(600, 600)).toBe(1);
    expect(frameRatio(800, 600)).toBeCloseTo(4 / 3);
    expect(frameRatio(48, 36)).toBeCloseTo(4 / 3); // a tiny image still fills its frame
    expect(frameRatio(1600, 500)).toBe(1.6);
    expect(frameRatio(300, 900)).toBe(0.75);
    expect(frameRatio(0, 0)).toBe(1);
  });

  it('starts square and follows the loaded image', () => {
    render(<ImageGallery images={['img/a.png']} alt="Router" />);
    const img = screen.getByRole('img', { name: 'Router' });
    const frame = img.parentElement as HTMLElement;
    expect(frame.style.aspectRatio).toBe('1');
    Object.defineProperty(img, 'naturalWidth', { value: 64 });
    Object.defineProperty(img, 'naturalHeight', { value: 48 });
    fireEvent.load(img);
    expect(Number(frame.style.aspectRatio)).toBeCloseTo(4 / 3);
  });

  it('offers an uploaded image in the widths made of it, and seeded artwork as it is', () => {
    const upload = 'uploads/products/0123456789abcdef0123456789abcdef/1200.jpg';
    render(<ImageGallery images={[upload, 'img/product/router-2.svg']} alt="Router" />);
    const main = screen.getByRole('img', { name: 'Router' });
    expect(main.getAttribute('srcset')).toBe(
      ['200', '480', '800', '1200'].map((w) => `/media/uploads/products/0123456789abcdef0123456789abcdef/${w}.jpg ${w}w`).join(', '),
    );
    expect(main.getAttribute('sizes')).toBe('(max-width: 640px) 100vw, 600px');
    const thumbs = document.querySelectorAll('.gallery__thumb img');
    expect(thumbs[0].getAttribute('sizes')).toBe('96px');
    expect(thumbs[1].hasAttribute('srcset')).toBe(false);
  });
});
