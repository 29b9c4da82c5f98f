// The store's one carousel (react-slick) with its styles: slick's layout and the store's arrows,
// so every page that shows a carousel styles it alike, whichever page was opened first.
import type { ComponentProps } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import './carousel.css';

// A component of its own, not a re-export of react-slick's: the bundler skips a module that only
// re-exports (sideEffects), and its stylesheets with it.
export function Carousel(props: ComponentProps<typeof Slider>) {
  return <Slider {...props} />;
}
