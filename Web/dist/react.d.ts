// <infinite-carousel> in React 19's JSX: `import type {} from 'infinite-carousel/react'` once
// in a project that uses React's types (React 19 passes properties and events to custom
// elements itself).

import type { CarouselLabels, InfiniteCarouselAttributes, InfiniteCarouselEventMap } from './infinite-carousel.js';

/** What React 19 passes to `<infinite-carousel>`: its attributes, its properties, and a
 *  listener for each event (`oncarousel-select`...). */
export type InfiniteCarouselJSXProps = InfiniteCarouselAttributes & {
  labels?: CarouselLabels;
  children?: unknown;
  id?: string;
  class?: string;
  className?: string;
  style?: unknown;
  key?: string | number | null;
  ref?: unknown;
  'aria-label'?: string;
  'aria-labelledby'?: string;
} & {
  [K in keyof InfiniteCarouselEventMap as K extends `carousel-${string}` ? `on${K}` : never]?:
    (event: InfiniteCarouselEventMap[K]) => void;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'infinite-carousel': InfiniteCarouselJSXProps;
    }
  }
}
