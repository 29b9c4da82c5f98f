// The store's one carousel (react-slick) with its styles: slick's layout and the store's arrows,
// so every page that shows a carousel styles it alike, whichever page was opened first.
import 'slick-carousel/slick/slick.css';
import './carousel.css';

export { default as Slider } from 'react-slick';
