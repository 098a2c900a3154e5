// @vitest-environment jsdom
// The carousel's structure on real Swiper (jsdom has no layout, so sizes and moves are the browser
// test's job: e2e/hotspots.e2e.ts). Here: roles, labels, controls, the status text, and unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveTexts } from '../../core/texts';
import { stubReducedMotion } from '../../fixtures/reduced-motion';
import { mountCarousel, slideSpeed, statusText } from './carousel';
import { texts } from './texts';
import { ensureHotspotsCss, HOTSPOTS_CSS } from './styles';

const pl = resolveTexts(texts, { language: 'pl', overrides: {} });
const en = resolveTexts(texts, { language: 'en', overrides: {} });

const ZONE = `<section id="z1" class="hotspot__wrapper loaded"><div class="hotspot">
  <h3 class="hotspot__name"><span class="headline"><span class="headline__name">Polecamy</span></span></h3>
  <div class="products__wrapper swiper"><div class="products hotspot__products swiper-wrapper">
  ${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<div class="product swiper-slide"><a class="product__name" href="/p${n}.html">P${n}</a></div>`).join('')}
  </div></div>
  <div class="swiper-button-prev --rounded --edge"></div><div class="swiper-button-next --rounded --edge"></div>
</div></section>`;

describe('statusText', () => {
  it('names the products shown: a range, or one product on phones; never past the last', () => {
    expect(statusText(pl, 0, 4, 8)).toBe('Produkty 1–4 z 8');
    expect(statusText(pl, 4, 4, 8)).toBe('Produkty 5–8 z 8');
    expect(statusText(pl, 6, 6, 8)).toBe('Produkty 7–8 z 8');
    expect(statusText(pl, 1, 1, 8)).toBe('Produkt 2 z 8');
    expect(statusText(en, 0, 6, 10)).toBe('Products 1–6 of 10');
  });
});

describe('mountCarousel', () => {
  beforeEach(() => {
    // jsdom has no matchMedia (Swiper's breakpoints ask it): a phone-width window.
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  it('makes an APG carousel: labelled region, "N z M" slides, labelled buttons before the slides; unmount puts it back', async () => {
    document.body.innerHTML = ZONE;
    const zone = document.getElementById('z1')!;
    const before = zone.innerHTML;
    const announce = vi.fn();
    // The carousel's clock is the fake one, so "nothing by itself" can be checked over a long while.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const stop = await mountCarousel(zone, pl, announce);

    const region = zone.querySelector('.hotspot')!;
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-roledescription')).toBe('karuzela');
    expect(document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent).toBe('Polecamy');
    const slides = Array.from(zone.querySelectorAll('.swiper-slide'));
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 z 8', '2 z 8', '3 z 8', '4 z 8', '5 z 8', '6 z 8', '7 z 8', '8 z 8']);
    expect(slides.every((s) => s.getAttribute('role') === 'group' && s.getAttribute('aria-roledescription') === 'slajd')).toBe(true);

    const buttons = Array.from(zone.querySelectorAll('button'));
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Poprzednie produkty', 'Następne produkty']);
    expect(buttons.every((b) => b.type === 'button' && b.getAttribute('aria-controls') === zone.querySelector('.swiper-wrapper')!.id)).toBe(true);
    // Controls come before the slides in the tab order.
    expect(buttons[0]!.compareDocumentPosition(slides[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // At the ends they are aria-disabled, never disabled (focus stays); jsdom has no sizes, so which end is the browser test's.
    expect(buttons.every((b) => ['true', 'false'].includes(b.getAttribute('aria-disabled')!) && !b.disabled)).toBe(true);
    // The server's arrow divs give way; the dots are hidden from assistive technology.
    expect(Array.from(zone.querySelectorAll<HTMLElement>('div.swiper-button-prev, div.swiper-button-next')).every((d) => d.hidden)).toBe(true);
    expect(zone.querySelector('.swiper-pagination')?.getAttribute('aria-hidden')).toBe('true');
    // No autoplay: nothing moves or announces by itself (an autoplay's delay is a few seconds).
    await vi.advanceTimersByTimeAsync(30_000);
    expect(announce).not.toHaveBeenCalled();

    stop();
    expect(zone.querySelector('button')).toBeNull();
    expect(zone.querySelector('.hotspot')!.hasAttribute('role')).toBe(false);
    expect(zone.querySelectorAll('[aria-roledescription]')).toHaveLength(0);
    expect(zone.innerHTML.replace(/ id="z1-[^"]*"/g, '').replace(/ class="[^"]*"/g, '')).toBe(before.replace(/ class="[^"]*"/g, ''));
  });

  it('labels the region with the text "Polecane produkty" when the zone has no headline', async () => {
    document.body.innerHTML = ZONE.replace(/<h3[\s\S]*?<\/h3>/, '');
    const zone = document.getElementById('z1')!;
    const stop = await mountCarousel(zone, pl, () => {});
    expect(zone.querySelector('.hotspot')?.getAttribute('aria-label')).toBe('Polecane produkty');
    stop();
  });

  it('two zones named alike get names of their own (axe landmark-unique); unmount puts the attributes back', async () => {
    document.body.innerHTML = ZONE + ZONE.replace('id="z1"', 'id="z2"') + ZONE.replace('id="z1"', 'id="z3"').replace('>Polecamy<', '>Nowości<');
    const name = (id: string) => {
      const region = document.querySelector(`#${id} .hotspot`)!;
      const by = region.getAttribute('aria-labelledby');
      return by ? document.getElementById(by)!.textContent : region.getAttribute('aria-label');
    };
    const stops = [await mountCarousel(document.getElementById('z1')!, pl, () => {}), await mountCarousel(document.getElementById('z2')!, pl, () => {})];
    stops.push(await mountCarousel(document.getElementById('z3')!, pl, () => {}));
    expect(['z1', 'z2', 'z3'].map(name)).toEqual(['Polecamy', 'Polecamy (2)', 'Nowości']);
    // The first keeps its headline as its name; the second says its headline and its number.
    expect(document.querySelector('#z1 .hotspot')!.hasAttribute('aria-labelledby')).toBe(true);
    expect(document.querySelector('#z2 .hotspot')!.hasAttribute('aria-labelledby')).toBe(false);
    stops[1]!();
    expect(document.querySelector('#z2 .hotspot')!.hasAttribute('aria-label')).toBe(false);
    stops[0]!();
    stops[2]!();
  });

  it('zones without a headline: "Polecane produkty", then "(2)", "(3)"; in English too', async () => {
    const bare = ZONE.replace(/<h3[\s\S]*?<\/h3>/, '');
    document.body.innerHTML = ['z1', 'z2', 'z3'].map((id) => bare.replace('id="z1"', `id="${id}"`)).join('');
    const stops = [];
    for (const id of ['z1', 'z2', 'z3']) stops.push(await mountCarousel(document.getElementById(id)!, en, () => {}));
    expect(Array.from(document.querySelectorAll('.hotspot')).map((r) => r.getAttribute('aria-label'))).toEqual([
      'Recommended products',
      'Recommended products (2)',
      'Recommended products (3)',
    ]);
    for (const stop of stops) stop();
  });

  it('leaves a zone without slides as it is', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    document.body.innerHTML = '<section id="z2"><div class="hotspot"><p>Banner</p></div></section>';
    const zone = document.getElementById('z2')!;
    const stop = await mountCarousel(zone, pl, () => {});
    expect(zone.querySelector('button')).toBeNull();
    expect(info.mock.calls[0]?.[0]).toContain('[storefront:hotspots] #z2 has no .swiper');
    stop();
  });

  it('slides at once under reduced motion, read at start and on every change (breakpoints keep it)', async () => {
    expect([slideSpeed(true), slideSpeed(false)]).toEqual([0, 300]);
    const motion = stubReducedMotion(true);
    document.body.innerHTML = ZONE;
    const zone = document.getElementById('z1')!;
    const stop = await mountCarousel(zone, pl, () => {});
    const swiper = (zone.querySelector('.swiper') as HTMLElement & { swiper: { params: { speed: number }; originalParams: { speed: number } } }).swiper;
    expect([swiper.params.speed, swiper.originalParams.speed]).toEqual([0, 0]);
    motion.set(false);
    expect([swiper.params.speed, swiper.originalParams.speed]).toEqual([300, 300]);
    motion.set(true);
    expect([swiper.params.speed, swiper.originalParams.speed]).toEqual([0, 0]);
    const params = swiper.params;
    stop();
    // Stopped: a change after unmount reaches nothing.
    motion.set(false);
    expect(params.speed).toBe(0);
  });

  it('slides in Swiper’s usual 300 ms without the setting', async () => {
    stubReducedMotion(false);
    document.body.innerHTML = ZONE;
    const zone = document.getElementById('z1')!;
    const stop = await mountCarousel(zone, pl, () => {});
    expect((zone.querySelector('.swiper') as HTMLElement & { swiper: { params: { speed: number } } }).swiper.params.speed).toBe(300);
    stop();
  });
});

describe('the dots\' stylesheet', () => {
  it('one <style> in the head with the page\'s nonce: 24 × 24 px targets, and system colours in forced colours', () => {
    document.head.innerHTML = '<script nonce="n0nce"></script>';
    ensureHotspotsCss();
    ensureHotspotsCss();
    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.nonce || styles[0]!.getAttribute('nonce')).toBe('n0nce');
    expect(styles[0]!.textContent).toBe(HOTSPOTS_CSS);
    expect(HOTSPOTS_CSS).toContain('.hotspot__dot{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:24px;min-height:24px');
    expect(HOTSPOTS_CSS).toMatch(/@media \(forced-colors:active\)\{[^{]*\.swiper-pagination-bullet\{forced-color-adjust:none;opacity:1;background-color:CanvasText\}/);
    document.head.innerHTML = '';
  });
});
