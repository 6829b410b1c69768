// A React 19 page with <infinite-carousel>: React 19 passes properties and event listeners to
// custom elements itself, so the element needs no wrapper. Compiled by tsc against the
// package's declarations (scripts/check-web-package.sh).
import type {} from 'infinite-carousel/react';
import 'infinite-carousel';
import { useState } from 'react';

export function Promotions({ pictures }: { pictures: { src: string; alt: string }[] }) {
  const [current, setCurrent] = useState(0);
  return (
    <section>
      <infinite-carousel
        interval="5"
        duration="400ms"
        effect="coverflow"
        item-length="0.8"
        start-index="1"
        pause-on-hover="true"
        aria-label="Promotions"
        labels={{ previous: 'Back' }}
        oncarousel-change={(event) => setCurrent(event.detail.index)}
        oncarousel-slides-in-view={(event) => console.log(event.detail.indexes.join(', '))}
      >
        {pictures.map((picture) => <img key={picture.src} src={picture.src} alt={picture.alt} loading="lazy" />)}
      </infinite-carousel>
      <p>Slide {current + 1} of {pictures.length}</p>
    </section>
  );
}
