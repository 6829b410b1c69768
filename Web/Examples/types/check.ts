// What the declarations promise a TypeScript page, checked by tsc (scripts/check-web-package.sh):
// each line with @ts-expect-error must fail to compile, or the check fails.
import { InfiniteCarousel, InfiniteCarouselSlideAttributes } from 'infinite-carousel';

const carousel = document.createElement('infinite-carousel');
const same: InfiniteCarousel = carousel;
const found: InfiniteCarousel | null = document.querySelector('infinite-carousel');

carousel.interval = 4;
carousel.duration = '400ms';
carousel.pauseOnHover = false;
carousel.labels = { previous: 'Back', item: 'Picture {index} of {count}' };
const moved: boolean = carousel.scrollTo(2, { animated: true, direction: 'forward' });
carousel.addEventListener('carousel-select', (event) => {
  const index: number = event.detail.index;
  console.log(index);
});
carousel.addEventListener('carousel-scroll', (event) => console.log(event.detail.progress));
carousel.addEventListener('carousel-slides-in-view', (event) => console.log(event.detail.indexes.length));

// A slide's own time, as its attribute.
const ownTime: InfiniteCarouselSlideAttributes = { 'data-interval': '8s' };
for (const [name, value] of Object.entries(ownTime)) carousel.firstElementChild?.setAttribute(name, String(value));

// @ts-expect-error: a slide's time is a string or a number
const wrongTime: InfiniteCarouselSlideAttributes = { 'data-interval': true };
// @ts-expect-error: an effect the element does not have
carousel.effect = 'spin';
// @ts-expect-error: detail.index is a number
carousel.addEventListener('carousel-change', (event) => { const name: string = event.detail.index; console.log(name); });
// @ts-expect-error: scrollTo takes an index
carousel.scrollTo('first');
// @ts-expect-error: no such label
carousel.labels = { close: 'Close' };

console.log(same, found, moved, wrongTime);
