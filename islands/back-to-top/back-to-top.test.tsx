import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import island, { bottomObstacle, isPastThreshold, linkPlace, type BackToTopConfig } from './index';
import { initShopStore, resetShopStore } from '../../core/store/store';
import { mountProductIslands } from '../../fixtures/product-page';
import { untilIslandState } from '../../fixtures/island-state';
import { unmountAll } from '../../core/mount/dom-runtime';

/** The island started on `container`, as the DOM runtime starts it; stopped after the test (or by the test). */
const stops: Array<() => void> = [];
const start = (config: BackToTopConfig, container: HTMLElement) => {
  const stop = island.start({ config, container }) ?? (() => {});
  let stopped = false;
  const once = () => {
    if (stopped) return;
    stopped = true;
    stop();
  };
  stops.push(once);
  return { unmount: once };
};

const setScroll = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

beforeEach(() => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  setScroll(0);
  // The sample pages' shape: the footer (contentinfo) after #container.
  document.body.innerHTML = '<div id="container" class="main_page"><main id="content"></main></div><footer><p>Stopka</p></footer>';
  initShopStore({ product: null, view: 1, pageType: 'main', language: 'pl', textOverrides: {} });
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  resetShopStore();
});

describe('isPastThreshold', () => {
  it('shows the link only beyond `screens` window heights', () => {
    expect(isPastThreshold(0, 800, 2)).toBe(false);
    expect(isPastThreshold(1600, 800, 2)).toBe(false);
    expect(isPastThreshold(1601, 800, 2)).toBe(true);
    expect(isPastThreshold(401, 800, 0.5)).toBe(true);
    expect(isPastThreshold(400, 800, 0.5)).toBe(false);
  });

  it('never shows the link at the top of the page, whatever the window', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4000 }), fc.double({ min: 0.5, max: 20, noNaN: true }), (h, n) => !isPastThreshold(0, h, n)));
  });
});

describe('back-to-top', () => {
  const frames = () => vi.advanceTimersByTime(50);

  it('while shown, lifts itself above a fixed bottom bar and pads the page\'s scrolling so focus lands clear of it (2.4.11)', () => {
    vi.useFakeTimers();
    const bar = document.createElement('div');
    bar.style.position = 'fixed';
    document.body.append(bar);
    bar.getBoundingClientRect = () => ({ top: 740, bottom: 800, left: 0, right: 375, width: 375, height: 60, x: 0, y: 740, toJSON() {} });
    const spy = vi.fn(() => [bar, document.body, document.documentElement]);
    Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: spy });
    document.documentElement.style.scrollPaddingBottom = '4px';
    start({ screens: 2 }, document.getElementById('container')!);
    setScroll(1601);
    frames();
    const link = document.getElementById('backTop')!;
    expect(link.style.translate).toBe('0 -60px');
    expect(document.documentElement.style.scrollPaddingBottom).toMatch(/^\d+px$/);
    expect(document.documentElement.style.scrollPaddingBottom).not.toBe('4px');
    // Hidden again: the page's own padding comes back.
    setScroll(10);
    frames();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('4px');
    delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
    document.documentElement.style.scrollPaddingBottom = '';
    vi.useRealTimers();
  });

  it("while shown, pads the end of the page by the link's room on top of the theme's own padding, so the last controls scroll clear of it (2.4.11)", () => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => [document.body] });
    document.body.style.paddingBottom = '10px';
    const { unmount } = start({ screens: 2 }, document.getElementById('container')!);
    setScroll(1601);
    frames();
    const link = document.getElementById('backTop')!;
    link.getBoundingClientRect = () => ({ top: 740, bottom: 784, left: 315, right: 359, width: 44, height: 44, x: 315, y: 740, toJSON() {} });
    window.dispatchEvent(new Event('resize'));
    frames();
    // 800 - 740 + 8: the link's height, its distance from the edge and a gap.
    expect(document.documentElement.style.scrollPaddingBottom).toBe('68px');
    expect(document.body.style.paddingBottom).toBe('78px');
    // Lifted above a 60 px fixed bar: the room grows with it.
    link.getBoundingClientRect = () => ({ top: 680, bottom: 724, left: 315, right: 359, width: 44, height: 44, x: 315, y: 680, toJSON() {} });
    window.dispatchEvent(new Event('scroll'));
    frames();
    expect(document.body.style.paddingBottom).toBe('138px');
    // Hidden: the theme's padding as it was.
    setScroll(10);
    frames();
    expect(document.body.style.paddingBottom).toBe('10px');
    setScroll(1601);
    frames();
    expect(document.body.style.paddingBottom).not.toBe('10px');
    // Stopped while shown: the same.
    unmount();
    expect(document.body.style.paddingBottom).toBe('10px');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    document.body.style.paddingBottom = '';
    delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
    vi.useRealTimers();
  });

  it('refits when a bottom bar sticks with no scroll to follow (the bars island toggles it on its own handler)', async () => {
    vi.useFakeTimers();
    document.body.insertAdjacentHTML('beforeend', '<div class="bars bars_bottom"><div class="bars__item"><a class="bars__close" href="#">×</a></div></div>');
    const bar = document.querySelector<HTMLElement>('.bars__item')!;
    bar.getBoundingClientRect = () => ({ top: 740, bottom: 800, left: 0, right: 375, width: 375, height: 60, x: 0, y: 740, toJSON() {} });
    let fixedNow = false;
    Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => (fixedNow ? [bar, document.body] : [document.body]) });
    start({ screens: 2 }, document.getElementById('container')!);
    setScroll(1601);
    frames();
    const link = document.getElementById('backTop')!;
    expect(link.style.translate).toBe('');
    // The bar sticks (its class and position change), and nothing scrolls.
    fixedNow = true;
    bar.style.position = 'fixed';
    bar.classList.add('--fixed');
    await Promise.resolve();
    frames();
    expect(link.style.translate).toBe('0 -60px');
    delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
    document.documentElement.style.scrollPaddingBottom = '';
    vi.useRealTimers();
  });

  it('a focused control found under the link (the link shown or lifted after the browser scrolled it into view) is scrolled above it at the next frame (2.4.11)', () => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => [document.body] });
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div class="bars bars_bottom"><div class="bars__item"><a class="bars__close" href="#">×</a></div></div><div id="fixedbar" style="position:fixed"><a id="inFixed" href="#">x</a></div>',
    );
    const close = document.querySelector<HTMLElement>('.bars__close')!;
    const rect = (top: number, left = 320) => () => ({ top, bottom: top + 40, left, right: left + 40, width: 40, height: 40, x: left, y: top, toJSON() {} });
    const scrollBy = vi.fn();
    Object.defineProperty(window, 'scrollBy', { configurable: true, value: scrollBy });
    start({ screens: 2 }, document.getElementById('container')!);
    setScroll(1601);
    frames();
    const link = document.getElementById('backTop')!;
    link.getBoundingClientRect = rect(740, 315);
    // Clear of the link: nothing moves.
    close.getBoundingClientRect = rect(600);
    close.focus();
    frames();
    expect(scrollBy).not.toHaveBeenCalled();
    // Under it: scrolled by the overlap and the 8 px gap, at once (never smooth, whatever the theme's CSS says).
    close.blur();
    close.getBoundingClientRect = rect(730);
    close.focus();
    frames();
    expect(scrollBy).toHaveBeenCalledWith({ top: 770 - 740 + 8, behavior: 'instant' });
    // In a fixed layer, scrolling cannot move it (the lift is what keeps such a bar clear).
    scrollBy.mockClear();
    const inFixed = document.getElementById('inFixed')!;
    inFixed.getBoundingClientRect = rect(730);
    inFixed.focus();
    frames();
    expect(scrollBy).not.toHaveBeenCalled();
    // The link itself is never "under the link".
    link.focus();
    frames();
    expect(scrollBy).not.toHaveBeenCalled();
    // A box taller than the room above the link (the page's #container, which the link's jump focuses) stays
    // where it is: moving it would not clear it, and would stop the jump's smooth scroll.
    const main = document.getElementById('container')!;
    main.setAttribute('tabindex', '-1');
    main.getBoundingClientRect = () => ({ top: -900, bottom: 780, left: 0, right: 375, width: 375, height: 1680, x: 0, y: -900, toJSON() {} });
    main.focus();
    frames();
    expect(scrollBy).not.toHaveBeenCalled();
    delete (window as { scrollBy?: unknown }).scrollBy;
    delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
    document.documentElement.style.scrollPaddingBottom = '';
    document.body.style.paddingBottom = '';
    vi.useRealTimers();
  });

  it('bottomObstacle: nothing fixed along the bottom edge is 0', () => {
    const link = document.createElement('a');
    document.body.append(link);
    Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => [link, document.body] });
    expect(bottomObstacle(link)).toBe(0);
    delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
  });

  it('is not in the page until the shopper has scrolled twice the window height', async () => {
    vi.useFakeTimers();
    start({ screens: 2 }, document.getElementById('container')!);
    const link = () => document.getElementById('backTop');
    // Not rendered rather than `hidden`: the theme's `#backTop { display: grid }` beats the attribute.
    expect(link()).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    setScroll(1500);
    frames();
    expect(link()).toBeNull();
    setScroll(1601);
    frames();
    expect(link()!.hasAttribute('hidden')).toBe(false);
    expect(link()!.className).toBe('--visible');
    expect(screen.getByRole('link', { name: 'Przewiń do góry strony' })).toBe(link());
    setScroll(10);
    frames();
    expect(link()).toBeNull();
    vi.useRealTimers();
  });

  it('puts the link in a landmark: the end of the page footer (axe region)', async () => {
    vi.useFakeTimers();
    setScroll(5000);
    const container = document.getElementById('container')!;
    const { unmount } = start({ screens: 2 }, container);
    const footer = document.querySelector('footer')!;
    expect(footer.lastElementChild).toBe(document.getElementById('backTop'));
    expect(container.querySelector('#backTop')).toBeNull();
    // A partial page load swapping the footer: the new footer takes the link at the next scroll.
    const next = document.createElement('footer');
    footer.replaceWith(next);
    setScroll(5100);
    frames();
    expect(next.querySelector('#backTop')).not.toBeNull();
    unmount();
    expect(document.getElementById('backTop')).toBeNull();
    vi.useRealTimers();
  });

  it('scrolls to the top and moves focus there', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    setScroll(5000);
    start({ screens: 2 }, document.getElementById('container')!);
    fireEvent.click(screen.getByRole('link', { name: 'Przewiń do góry strony' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    const container = document.getElementById('container')!;
    expect(document.activeElement).toBe(container);
    // The theme's markup is not left changed once focus moves on.
    container.blur();
    expect(container.hasAttribute('tabindex')).toBe(false);
  });

  it('uses the English text and page overrides', () => {
    resetShopStore();
    initShopStore({ product: null, view: 1, pageType: 'main', language: 'en', textOverrides: {} });
    setScroll(5000);
    const { unmount } = start({ screens: 2 }, document.body);
    expect(screen.getByRole('link', { name: 'Back to top' })).toBeTruthy();
    unmount();
    resetShopStore();
    initShopStore({ product: null, view: 1, pageType: 'main', language: 'pl', textOverrides: { 'back-to-top.label': 'Do góry' } });
    start({ screens: 2 }, document.body);
    expect(screen.getByRole('link', { name: 'Do góry' })).toBeTruthy();
  });

  it('removes its listeners when unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = start({ screens: 2 }, document.body);
    unmount();
    expect(remove.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining(['scroll', 'resize']));
  });
});

describe('back-to-top through the registry (a DOM island)', () => {
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

  it('mounts on #container with its host, shows the link at the end of the footer once scrolled far, and takes all of it away when unmounted', async () => {
    await mountProductIslands(['back-to-top']);
    const container = document.getElementById('container')!;
    // Nothing of it runs before the shopper's first scroll (trigger 'scroll').
    expect(container.getAttribute('data-storefront-back-to-top')).toBe('waiting');
    expect(container.querySelector('[data-island-host]')).toBeNull();
    setScroll(1601);
    await untilIslandState(container, 'back-to-top', ['mounted']);
    expect(container.lastElementChild!.getAttribute('data-island-host')).toBe('back-to-top');
    await frame();
    const link = document.getElementById('backTop')!;
    expect(document.querySelector('footer')!.lastElementChild).toBe(link);
    expect(link.outerHTML).toBe('<a id="backTop" href="#container" class="--visible" aria-label="Przewiń do góry strony"><i class="icon-angle-up" aria-hidden="true"></i></a>');
    unmountAll();
    expect(document.getElementById('backTop')).toBeNull();
    expect(document.querySelector('[data-island-host]')).toBeNull();
    expect(container.getAttribute('data-storefront-back-to-top')).toBe('unmounted');
  });

  it("leaves the link to the theme when its runner has made its own #backTop (app_shop.fn.backTop): one link, the console says why", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    // The theme's: appended to <body> by its 'all' entry, before the shopper's first scroll.
    document.body.insertAdjacentHTML('beforeend', '<a id="backTop" style="display: none"><i class="icon-angle-up"></i></a>');
    const theirs = document.getElementById('backTop')!;
    await mountProductIslands(['back-to-top']);
    const container = document.getElementById('container')!;
    setScroll(1601);
    await untilIslandState(container, 'back-to-top', ['theme']);
    await frame();
    expect(document.querySelectorAll('#backTop')).toHaveLength(1);
    expect(document.getElementById('backTop')).toBe(theirs);
    expect(container.querySelector('[data-island-host]')).toBeNull();
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^\[storefront\] "back-to-top" left to the theme's own #backTop \(app_shop\.fn\.backTop.*app_shop\.fn\.backTop = function \(\) \{\} before app_shop\.runApp\(\)$/));
    info.mockRestore();
  });

  it('takes the container when the only #backTop is inserted HTML (a snippet never configures islands)', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div data-storefront-inserted><a id="backTop" href="#">↑</a></div>');
    await mountProductIslands(['back-to-top']);
    const container = document.getElementById('container')!;
    setScroll(1601);
    await untilIslandState(container, 'back-to-top', ['mounted']);
    unmountAll();
  });
});

describe('linkPlace', () => {
  const place = (html: string, id = 'c') => {
    document.body.innerHTML = html;
    const el = linkPlace(document.getElementById(id)!);
    return el.id || el.tagName.toLowerCase();
  };

  it('is the page footer (contentinfo), else main, else the container; a container already in a landmark keeps it', () => {
    expect(place('<div id="c"></div><footer></footer>')).toBe('footer');
    // A footer scoped to an article or section is not the page's contentinfo.
    expect(place('<div id="c"><article><footer id="card"></footer></article><main id="m"></main></div>')).toBe('m');
    expect(place('<div id="c"></div><div id="f" role="contentinfo"></div>')).toBe('f');
    expect(place('<div id="c"></div>')).toBe('c');
    expect(place('<footer><div id="c"></div></footer><main></main>')).toBe('c');
    expect(place('<main><div id="c"></div></main><footer></footer>')).toBe('c');
  });
});

describe('config', () => {
  it('reads data-back-to-top-screens and falls back on a bad value with a message', () => {
    const el = document.createElement('div');
    el.dataset.backToTopScreens = '3';
    expect(island.readConfig!(el)).toEqual({ screens: 3 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    el.dataset.backToTopScreens = 'lots';
    expect(island.readConfig!(el)).toEqual({ screens: 2 });
    expect(error.mock.calls[0]?.[0]).toContain('data-back-to-top-screens="lots"');
  });
});
