// The carousel's slides per view (spec section 9): "6 slides shown and scrolled; 4 at widths up to
// 1200 and 979; 1 at 757 and 550 (centered, no dots)".
//
// The spec's widths are the old theme's Swiper 3 breakpoints, which were MAX-widths ("up to").
// Swiper 14's breakpoints are MIN-widths (`matchMedia('(min-width: Npx)')` on the window), so:
//
//   window width     spec keys covered    slides shown = scrolled   centered   dots
//   ≤ 757 px         757, 550             1                          yes        no     (base options)
//   758–1200 px      1200, 979            4                          no         yes    (breakpoint 758)
//   ≥ 1201 px        (no key: default)    6                          no         yes    (breakpoint 1201)
//
// 979 and 550 repeat the value of the band they sit in (4 and 1), so they add no band of their own.

export interface SlideLayout {
  /** Slides shown at once; the buttons scroll by the same number. */
  perView: number;
  centered: boolean;
  dots: boolean;
}

export const LAYOUT_BANDS: readonly { minWidth: number; layout: SlideLayout }[] = [
  { minWidth: 0, layout: { perView: 1, centered: true, dots: false } },
  { minWidth: 758, layout: { perView: 4, centered: false, dots: true } },
  { minWidth: 1201, layout: { perView: 6, centered: false, dots: true } },
];

/** The layout at a window width (CSS px). */
export function layoutAt(width: number): SlideLayout {
  let found = LAYOUT_BANDS[0]!.layout;
  for (const band of LAYOUT_BANDS) if (width >= band.minWidth) found = band.layout;
  return found;
}

export interface SwiperLayoutOptions {
  slidesPerView: number;
  slidesPerGroup: number;
  centeredSlides: boolean;
}

const toSwiper = (l: SlideLayout): SwiperLayoutOptions => ({
  slidesPerView: l.perView,
  slidesPerGroup: l.perView,
  centeredSlides: l.centered,
});

/** Swiper's base options (the narrowest band) and its min-width breakpoints (the others). Dots are the
 *  island's own (carousel.ts), shown where layoutAt says so. */
export function swiperLayout(): { base: SwiperLayoutOptions; breakpoints: Record<number, SwiperLayoutOptions> } {
  const [first, ...rest] = LAYOUT_BANDS;
  return {
    base: toSwiper(first!.layout),
    breakpoints: Object.fromEntries(rest.map((b) => [b.minWidth, toSwiper(b.layout)])),
  };
}
