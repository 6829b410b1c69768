// The page's script (a file, as its Content Security Policy allows no inline script).
const carousel = document.querySelector('infinite-carousel');
const status = document.getElementById('status');
carousel.addEventListener('carousel-change', (event) => { status.textContent = `Slide ${event.detail.index + 1}`; });
carousel.addEventListener('carousel-select', (event) => console.log('chose', event.detail.index));
