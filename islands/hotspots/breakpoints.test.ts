import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { layoutAt, swiperLayout } from './breakpoints';

describe('carousel layout (spec: 6; 4 up to 1200 and 979; 1 at 757 and 550, centered, no dots)', () => {
  it.each([
    [320, 1, true, false],
    [550, 1, true, false],
    [757, 1, true, false],
    [758, 4, false, true],
    [979, 4, false, true],
    [1200, 4, false, true],
    [1201, 6, false, true],
    [1920, 6, false, true],
  ])('at %i px: %i per view (centered %s, dots %s)', (width, perView, centered, dots) => {
    expect(layoutAt(width)).toEqual({ perView, centered, dots });
  });

  it("gives Swiper the narrow band as base options and min-width breakpoints for the others; scrolled = shown", () => {
    const { base, breakpoints } = swiperLayout();
    expect(base).toEqual({ slidesPerView: 1, slidesPerGroup: 1, centeredSlides: true });
    expect(Object.keys(breakpoints)).toEqual(['758', '1201']);
    expect(breakpoints[758]).toEqual({ slidesPerView: 4, slidesPerGroup: 4, centeredSlides: false });
    expect(breakpoints[1201]).toEqual({ slidesPerView: 6, slidesPerGroup: 6, centeredSlides: false });
  });

  it('property: wider never shows fewer slides; Swiper (min-width) agrees with layoutAt at every width', () => {
    const { base, breakpoints } = swiperLayout();
    const swiperAt = (w: number) => {
      let found = base;
      for (const [min, opts] of Object.entries(breakpoints)) if (w >= Number(min)) found = opts;
      return found.slidesPerView;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(layoutAt(lo).perView).toBeLessThanOrEqual(layoutAt(hi).perView);
        expect(swiperAt(a)).toBe(layoutAt(a).perView);
      }),
    );
  });
});
