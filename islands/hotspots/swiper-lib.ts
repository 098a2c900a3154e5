// Swiper's core, in a chunk of its own: carousel.ts imports this file only once a zone has content
// and has come into view, so no page loads Swiper before that. No Swiper modules: the buttons, the
// status and the dots are the island's own (Swiper's pagination writes innerHTML, which a page
// enforcing Trusted Types refuses unless Swiper may create a policy of its own).
export { Swiper } from 'swiper';
