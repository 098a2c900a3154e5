// A zone's products as an APG carousel (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/) on Swiper:
// - the zone's `.hotspot` is a region with aria-roledescription "carousel", labelled by its headline
//   (numbered, "Polecamy (2)", when a region of that name is already on the page);
// - each slide is a group with aria-roledescription "slide" and an "N of M" label;
// - previous/next are real <button>s with labels, placed before the slides (aria-disabled at the ends,
//   so focus never falls off a button that became disabled); a polite status says which products show;
// - no automatic rotation, so no pause control is needed;
// - a link focused in an off-screen slide brings that slide into view, without a status line.
// - under reduced motion a press moves the slides at once (speed 0), read at start and on every change.
// Dots are a mouse nicety (one per position, clickable, each in a 24 × 24 px target), hidden from
// assistive technology; none on phones (the spec's "no dots" at 757 and 550).
import { prefersReducedMotion, watchReducedMotion } from '../../core/dom/motion';
import { formatText, type ResolvedTexts, type TextsDefinition } from '../../core/texts';
import { layoutAt, swiperLayout } from './breakpoints';
import type { texts } from './texts';
import { ISLAND } from './zones';
import { ensureHotspotsCss } from './styles';

type Keys = typeof texts extends TextsDefinition<infer K> ? K : never;
export type HotspotTexts = ResolvedTexts<Keys>;

let nextId = 0;
const idFor = (el: Element, prefix: string): string => {
  if (!el.id) el.id = `${prefix}-${++nextId}`;
  return el.id;
};

const flat = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** A region's name as its own attributes give it (aria-labelledby's texts, else aria-label). */
function regionName(el: Element): string {
  const by = el.getAttribute('aria-labelledby');
  if (by) return flat(by.split(/\s+/).map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '').join(' '));
  return flat(el.getAttribute('aria-label'));
}

/** Which products a status line names: "Produkty 5–8 z 10" or, one at a time, "Produkt 5 z 10". */
export function statusText(t: HotspotTexts, activeIndex: number, perView: number, total: number): string {
  const from = Math.min(activeIndex + 1, total);
  const to = Math.min(activeIndex + perView, total);
  return from === to ? formatText(t.shownOne, { from, total }) : formatText(t.shown, { from, to, total });
}

/** Swiper's default slide time, or none at all when the shopper asked for reduced motion. */
export const slideSpeed = (reduce: boolean): number => (reduce ? 0 : 300);

/**
 * Turn the filled zone into a carousel. Resolves to the function that puts the zone back as it was
 * filled (Swiper destroyed, our controls and attributes gone). A zone without a `.swiper` holding
 * `.swiper-slide`s is left as it is.
 */
export async function mountCarousel(zone: HTMLElement, t: HotspotTexts, announce: (text: string) => void): Promise<() => void> {
  const root = zone.querySelector<HTMLElement>('.swiper');
  const wrapper = root?.querySelector<HTMLElement>(':scope > .swiper-wrapper');
  const slides = wrapper ? Array.from(wrapper.children).filter((el): el is HTMLElement => el.classList.contains('swiper-slide')) : [];
  if (!root || !wrapper || slides.length === 0) {
    console.info(`[storefront:${ISLAND}] #${zone.id} has no .swiper > .swiper-wrapper > .swiper-slide; shown without a carousel`);
    return () => {};
  }
  const { Swiper } = await import('./swiper-lib');
  if (!zone.isConnected || !root.isConnected) return () => {};

  const doc = zone.ownerDocument;
  const undo: (() => void)[] = [];
  const attr = (el: Element, name: string, value: string): void => {
    const before = el.getAttribute(name);
    el.setAttribute(name, value);
    undo.push(() => (before === null ? el.removeAttribute(name) : el.setAttribute(name, before)));
  };

  const region = root.closest<HTMLElement>('.hotspot') ?? zone;
  attr(region, 'role', 'region');
  attr(region, 'aria-roledescription', t.carousel);
  const headline = region.querySelector('.hotspot__name, .headline');
  const heading = flat(headline?.textContent);
  // A page's regions need names of their own (axe landmark-unique): a zone named like a region already
  // on the page (two zones both headlined "Polecamy", or both without a headline) gets the first free "… (2)".
  const taken = new Set(Array.from(doc.querySelectorAll('[role=region]')).filter((el) => el !== region).map(regionName));
  const plain = heading || t.label;
  let name = plain;
  for (let n = 2; taken.has(name); n++) name = formatText(t.numbered, { name: plain, n });
  if (heading && name === plain) attr(region, 'aria-labelledby', idFor(headline!, `${zone.id || 'hotspot'}-name`));
  else attr(region, 'aria-label', name);

  const total = slides.length;
  slides.forEach((slide, i) => {
    attr(slide, 'role', 'group');
    attr(slide, 'aria-roledescription', t.slide);
    attr(slide, 'aria-label', formatText(t.slideLabel, { n: i + 1, total }));
  });
  const hadId = wrapper.id;
  const wrapperId = idFor(wrapper, `${zone.id || 'hotspot'}-slides`);
  if (!hadId) undo.push(() => wrapper.removeAttribute('id'));

  // The server's decorative arrow <div>s give way to real buttons while the carousel runs.
  for (const old of Array.from(region.querySelectorAll<HTMLElement>('.swiper-button-prev, .swiper-button-next'))) {
    const was = old.hidden;
    const display = [old.style.getPropertyValue('display'), old.style.getPropertyPriority('display')] as const;
    const hadStyle = old.hasAttribute('style');
    old.hidden = true;
    // The theme's arrow rule has a display of its own, which beats the attribute.
    old.style.setProperty('display', 'none', 'important');
    undo.push(() => {
      old.hidden = was;
      if (display[0]) old.style.setProperty('display', ...display);
      else old.style.removeProperty('display');
      if (!hadStyle && !old.style.length) old.removeAttribute('style');
    });
  }
  const button = (kind: 'prev' | 'next', label: string): HTMLButtonElement => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = `hotspot__button swiper-button-${kind} --rounded --edge`;
    b.setAttribute('aria-label', label);
    b.setAttribute('aria-controls', wrapperId);
    return b;
  };
  const controls = doc.createElement('div');
  controls.className = 'hotspot__controls';
  const prev = button('prev', t.previous);
  const next = button('next', t.next);
  controls.append(prev, next);
  root.before(controls);

  let dots = region.querySelector<HTMLElement>('.swiper-pagination');
  const ownDots = !dots;
  if (!dots) {
    dots = doc.createElement('div');
    dots.className = 'swiper-pagination';
    root.after(dots);
  }
  const dotsEl = dots;
  ensureHotspotsCss(doc);
  attr(dotsEl, 'aria-hidden', 'true');
  const dotsBefore = dotsEl.style.display;
  undo.push(() => {
    dotsEl.replaceChildren();
    dotsEl.style.display = dotsBefore;
  });

  const { base, breakpoints } = swiperLayout();
  const swiper = new Swiper(root, {
    ...base,
    speed: slideSpeed(prefersReducedMotion()),
    spaceBetween: 16,
    watchOverflow: true,
    breakpoints,
  });

  const perView = (): number => {
    const n = Number(swiper.params.slidesPerView);
    return Number.isFinite(n) && n > 0 ? n : 1;
  };
  // Swiper puts its original params back when the window leaves a breakpoint: both get the new speed.
  const stopMotion = watchReducedMotion((reduce) => {
    swiper.params.speed = swiper.originalParams.speed = slideSpeed(reduce);
  });
  const win = doc.defaultView ?? window;
  const renderDots = (): void => {
    const count = swiper.snapGrid.length;
    const show = layoutAt(win.innerWidth).dots && count > 1 && !swiper.isLocked;
    dotsEl.style.display = show ? '' : 'none';
    if (!show) return dotsEl.replaceChildren();
    if (dotsEl.children.length !== count) {
      dotsEl.replaceChildren(
        ...Array.from({ length: count }, (_, i) => {
          // The theme's dot inside a 24 × 24 px target of its own (styles.ts).
          const target = doc.createElement('span');
          target.className = 'hotspot__dot';
          const dot = doc.createElement('span');
          dot.className = 'swiper-pagination-bullet';
          target.append(dot);
          target.addEventListener('click', () => swiper.slideTo(Math.min(i * perView(), total - 1)));
          return target;
        }),
      );
    }
    Array.from(dotsEl.children).forEach((target, i) => target.firstElementChild?.classList.toggle('swiper-pagination-bullet-active', i === swiper.snapIndex));
  };
  const sync = (): void => {
    prev.setAttribute('aria-disabled', String(swiper.isBeginning));
    next.setAttribute('aria-disabled', String(swiper.isEnd));
    controls.hidden = swiper.isLocked;
    if (swiper.isLocked) controls.style.setProperty('display', 'none', 'important');
    else controls.style.removeProperty('display');
    renderDots();
  };
  // A slide brought in by focus is not announced: the screen reader says the focused control, and a status
  // then would only talk over it, or replace the quick-buy's own message in the same region.
  let byFocus = false;
  const onSlide = (): void => {
    sync();
    if (!byFocus) announce(statusText(t, swiper.activeIndex, perView(), total));
  };
  swiper.on('slideChange', onSlide);
  swiper.on('breakpoint', sync);
  swiper.on('resize', sync);
  swiper.on('lock', sync);
  swiper.on('unlock', sync);
  swiper.on('snapGridLengthChange', sync);
  sync();

  const onPrev = (): void => {
    if (!swiper.isBeginning) swiper.slidePrev();
  };
  const onNext = (): void => {
    if (!swiper.isEnd) swiper.slideNext();
  };
  prev.addEventListener('click', onPrev);
  next.addEventListener('click', onNext);
  // Focus on a link in a slide out of view: bring the slide in (Swiper moves by transform, so the
  // browser's own scroll of the clipped container is undone first). Not for focus a press gives: the
  // slide would move under the finger between its down and its up, and the tap would be lost.
  let pressing = false;
  const onPress = (): void => void (pressing = true);
  const onPressEnd = (): void => void (pressing = false);
  const onFocus = (e: FocusEvent): void => {
    if (pressing) return;
    root.scrollLeft = 0;
    const slide = (e.target as Element | null)?.closest?.('.swiper-slide');
    const index = slide ? slides.indexOf(slide as HTMLElement) : -1;
    if (index < 0) return;
    if (index >= swiper.activeIndex && index < swiper.activeIndex + perView()) return;
    byFocus = true;
    try {
      swiper.slideTo(index);
    } finally {
      byFocus = false;
    }
  };
  root.addEventListener('focusin', onFocus);
  // A touch focuses at its compatibility mousedown, after pointerup: the press ends with its click (or a
  // cancel, or the next key).
  const pressEvents = ['click', 'pointercancel', 'keydown'] as const;
  root.addEventListener('pointerdown', onPress, true);
  for (const type of pressEvents) doc.addEventListener(type, onPressEnd, true);

  return () => {
    stopMotion();
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('pointerdown', onPress, true);
    for (const type of pressEvents) doc.removeEventListener(type, onPressEnd, true);
    prev.removeEventListener('click', onPrev);
    next.removeEventListener('click', onNext);
    swiper.destroy(true, true);
    controls.remove();
    if (ownDots) dotsEl.remove();
    for (const fn of undo.reverse()) fn();
  };
}
