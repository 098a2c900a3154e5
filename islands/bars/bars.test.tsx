import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent } from '@testing-library/react';
import fc from 'fast-check';
import { loadPage, mountWoken, byId } from '../../fixtures/header-page';
import { unmountAll } from '../../core/mount/runtime';
import { parseClosedBars, readClosedBars, rememberClosed, CLOSED_BARS_KEY } from './closed';
import { fixedLayout, type BarBox } from './fixed';
import island from './index';
import { BARS_CSS, FOCUS_INNER, FOCUS_OUTER } from './styles';
import { contrast } from '../../fixtures/contrast';

const stored = () => JSON.parse(localStorage.getItem(CLOSED_BARS_KEY) ?? 'null') as unknown;
const setScroll = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};
const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

beforeEach(() => {
  localStorage.clear();
  setScroll(0);
});
afterEach(() => {
  document.documentElement.classList.remove('order_process');
  document.documentElement.style.cssText = '';
});

describe('closedBars', () => {
  it('reads the list of ids IdoSell keeps', () => {
    expect(parseClosedBars(null)).toEqual({ ids: [], malformed: null });
    expect(parseClosedBars('')).toEqual({ ids: [], malformed: null });
    expect(parseClosedBars('["bar21","bar22","bar21"]')).toEqual({ ids: ['bar21', 'bar22'], malformed: null });
    expect(parseClosedBars('[21]')).toEqual({ ids: ['21'], malformed: null });
  });

  it('treats anything but a JSON array of ids as empty, keeping the bad text for the message', () => {
    expect(parseClosedBars('{bad')).toEqual({ ids: [], malformed: '{bad' });
    expect(parseClosedBars('"bar21"')).toEqual({ ids: [], malformed: '"bar21"' });
    expect(parseClosedBars('{"a":1}')).toEqual({ ids: [], malformed: '{"a":1}' });
    expect(parseClosedBars('["bar1",null,{}]')).toEqual({ ids: ['bar1'], malformed: '["bar1",null,{}]' });
  });

  it('round-trips any list of ids and never throws on any text', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.string({ minLength: 1 })), (ids) => {
      expect(parseClosedBars(JSON.stringify(ids))).toEqual({ ids, malformed: null });
    }));
    fc.assert(fc.property(fc.string(), (text) => Array.isArray(parseClosedBars(text).ids)));
  });

  it('names the island and the value when the stored list is malformed, and replaces it on the next close', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(CLOSED_BARS_KEY, 'bar21');
    expect(readClosedBars()).toEqual([]);
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:bars] localStorage "closedBars"="bar21"');
    expect(rememberClosed('bar22')).toBe(true);
    expect(stored()).toEqual(['bar22']);
  });

  it('survives a storage that throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocked = () => {
      throw new Error('blocked');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked, removeItem: blocked });
    expect(readClosedBars()).toEqual([]);
    expect(rememberClosed('bar21')).toBe(false);
  });
});

describe('fixedLayout', () => {
  const bars: BarBox[] = [
    { top: 100, height: 40, fixable: true },
    { top: 140, height: 30, fixable: false },
    { top: 170, height: 20, fixable: true },
  ];

  it('fixes top bars once scrolled past their place, stacked from the top', () => {
    expect(fixedLayout('top', bars, 0, 800)).toEqual({ bars: [{ fixed: false, position: 0 }, { fixed: false, position: 0 }, { fixed: false, position: 0 }], total: 0 });
    expect(fixedLayout('top', bars, 120, 800)).toEqual({ bars: [{ fixed: true, position: 0 }, { fixed: false, position: 0 }, { fixed: false, position: 0 }], total: 40 });
    expect(fixedLayout('top', bars, 500, 800)).toEqual({ bars: [{ fixed: true, position: 0 }, { fixed: false, position: 0 }, { fixed: true, position: 40 }], total: 60 });
  });

  it('fixes bottom bars while their place is below the window, the last one lowest', () => {
    const bottom: BarBox[] = [{ top: 3000, height: 40, fixable: true }, { top: 3040, height: 20, fixable: true }];
    expect(fixedLayout('bottom', bottom, 0, 800).bars).toEqual([{ fixed: true, position: 20 }, { fixed: true, position: 0 }]);
    expect(fixedLayout('bottom', bottom, 2260, 800).bars).toEqual([{ fixed: false, position: 0 }, { fixed: false, position: 0 }]);
  });

  it('never fixes a bar without data-fixed, and the room kept is the sum of the fixed heights', () => {
    const box = fc.record({ top: fc.nat(5000), height: fc.nat(200), fixable: fc.boolean() });
    fc.assert(fc.property(fc.constantFrom('top' as const, 'bottom' as const), fc.array(box, { maxLength: 6 }), fc.nat(6000), fc.nat({ max: 2000 }), (edge, boxes, y, h) => {
      const out = fixedLayout(edge, boxes, y, h);
      boxes.forEach((b, i) => !b.fixable && expect(out.bars[i]!.fixed).toBe(false));
      expect(out.total).toBe(boxes.reduce((sum, b, i) => sum + (out.bars[i]!.fixed ? b.height : 0), 0));
    }));
  });
});

describe('bars on the sample header and footer', () => {
  it('closes a bar by its close button, remembers its id and moves on', async () => {
    loadPage();
    await mountWoken(['bars']);
    const close = byId('bar21').querySelector<HTMLElement>('.bars__close')!;
    expect(close.getAttribute('role')).toBe('button');
    fireEvent.click(close);
    expect(document.getElementById('bar21')).toBeNull();
    expect(stored()).toEqual(['bar21']);
    // The footer bar by Space, as a button answers it.
    fireEvent.keyDown(byId('bar22').querySelector('.bars__close')!, { key: ' ' });
    expect(document.getElementById('bar22')).toBeNull();
    expect(stored()).toEqual(['bar21', 'bar22']);
  });

  it('removes bars closed earlier when it mounts', async () => {
    localStorage.setItem(CLOSED_BARS_KEY, '["bar22"]');
    loadPage();
    await mountWoken(['bars']);
    expect(document.getElementById('bar22')).toBeNull();
    expect(document.getElementById('bar21')).not.toBeNull();
  });

  it('shows every bar when the stored list is malformed, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(CLOSED_BARS_KEY, '{not json');
    loadPage();
    await mountWoken(['bars']);
    expect(document.getElementById('bar21')).not.toBeNull();
    expect(document.getElementById('bar22')).not.toBeNull();
    expect(error.mock.calls.some((c) => String(c[0]).includes('"closedBars"="{not json"'))).toBe(true);
  });

  it('fixes the data-fixed bar once scrolled past, with the theme variables, and unfixes it at the top', async () => {
    loadPage();
    // A height with a fraction, as text in a bar has at 375 px: the room kept is that height, not a rounded one.
    byId('bar21').getBoundingClientRect = () => ({ top: 100 - window.scrollY, height: 36.25 }) as DOMRect;
    // The group sits 100 px down the page (happy-dom has no layout).
    document.querySelector('.bars_top')!.getBoundingClientRect = () => ({ top: 100 - window.scrollY }) as DOMRect;
    await mountWoken(['bars']);
    const bar = byId('bar21');
    expect(bar.classList.contains('--fixed')).toBe(false);
    setScroll(300);
    await frame();
    expect(bar.classList.contains('--fixed')).toBe(true);
    expect(bar.style.getPropertyValue('--position')).toBe('0px');
    expect(bar.style.getPropertyValue('--bars-height')).toBe('36.25px');
    expect(bar.parentElement!.style.getPropertyValue('--bars-height')).toBe('36.25px');
    expect(document.documentElement.style.getPropertyValue('--top-fixed-bars-height')).toBe('36.25px');
    // The footer bar is data-fixed="false": never fixed.
    expect(byId('bar22').classList.contains('--fixed')).toBe(false);
    setScroll(0);
    await frame();
    expect(bar.classList.contains('--fixed')).toBe(false);
    expect(document.documentElement.style.getPropertyValue('--top-fixed-bars-height')).toBe('0px');
  });

  it('puts the page back when unmounted', async () => {
    loadPage();
    await mountWoken(['bars']);
    setScroll(300);
    await frame();
    unmountAll();
    const bar = byId('bar21');
    expect(bar.classList.contains('--fixed')).toBe(false);
    expect(bar.querySelector('.bars__close')!.hasAttribute('role')).toBe(false);
    expect(document.documentElement.style.getPropertyValue('--top-fixed-bars-height')).toBe('');
    // Its hosts (with the focus ring) go too.
    expect(document.querySelector('[data-island-host="bars"], .bars style')).toBeNull();
    // Its listeners are gone: a click is the theme's again.
    fireEvent.click(bar.querySelector('.bars__close')!);
    expect(document.getElementById('bar21')).not.toBeNull();
  });

  it('is skipped on order-process pages', async () => {
    document.documentElement.classList.add('order_process');
    loadPage();
    await mountWoken(['bars']);
    expect(byId('bar21').hasAttribute('data-storefront-bars')).toBe(false);
    fireEvent.click(byId('bar21').querySelector('.bars__close')!);
    expect(document.getElementById('bar21')).not.toBeNull();
  });

  it('does nothing on an order-process page even when placed explicitly', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    document.documentElement.classList.add('order_process');
    loadPage({ header: (h) => h.replace('<div class="bars_top bars">', '<div class="bars_top bars" data-island="bars">') });
    await mountWoken(['bars']);
    expect(document.querySelector('.bars_top')!.getAttribute('data-storefront-bars')).toBe('mounted');
    fireEvent.click(byId('bar21').querySelector('.bars__close')!);
    expect(document.getElementById('bar21')).not.toBeNull();
  });

  it('names a close link that has no name of its own', async () => {
    loadPage({ header: (h) => h.replace(' aria-label="Zamknij pasek informacyjny"', '') });
    await mountWoken(['bars']);
    expect(byId('bar21').querySelector('.bars__close')!.getAttribute('aria-label')).toBe('Zamknij pasek informacyjny');
  });

  it('gives the close links their own focus ring (a style in its host), none on order-process pages', async () => {
    loadPage();
    await mountWoken(['bars']);
    const styles = Array.from(document.querySelectorAll('.bars [data-island-host="bars"] style'), (s) => s.textContent);
    expect(styles).toEqual([BARS_CSS, BARS_CSS]);
    // The host is hidden: the style applies, nothing of it shows.
    expect(Array.from(document.querySelectorAll<HTMLElement>('.bars > [data-island-host="bars"]'), (h) => h.hidden)).toEqual([true, true]);
    expect(BARS_CSS).toContain(`.bars .bars__item a:focus-visible,.bars .bars__item button:focus-visible,.bars .bars__item [tabindex]:focus-visible{outline:2px solid ${FOCUS_INNER}`);
    expect(BARS_CSS).toContain(`box-shadow:0 0 0 4px ${FOCUS_OUTER}`);
    unmountAll();
    document.documentElement.classList.add('order_process');
    loadPage();
    await mountWoken(['bars']);
    expect(document.querySelector('.bars style')).toBeNull();
  });

  it('reads its edge from the group class or data-bars-edge', () => {
    const el = document.createElement('div');
    el.className = 'bars_bottom bars';
    expect(island.readConfig!(el)).toEqual({ edge: 'bottom' });
    el.className = 'bars';
    expect(island.readConfig!(el)).toEqual({ edge: 'top' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    el.dataset.barsEdge = 'left';
    expect(island.readConfig!(el)).toEqual({ edge: 'top' });
    expect(error.mock.calls[0]?.[0]).toContain('[storefront:bars] data-bars-edge="left"');
  });
});

describe('close link focus ring contrast (WCAG 1.4.11)', () => {
  // The sample's bars (--background-color #1f5135, the theme's --c-primary) and the page around them.
  const BAR = '#1f5135';
  const PAGE = '#ffffff';

  it('the white inner ring is 9.2:1 on the sample bar (the theme\'s #1a5fb4 ring was 1.5:1); the link is transparent, so the bar is its background', () => {
    expect(contrast(FOCUS_INNER, BAR)).toBeCloseTo(9.18, 2);
    expect(contrast('#1a5fb4', BAR)).toBeLessThan(3);
  });

  it('the outer ring is at least 3:1 against the page, the rings against each other, and one of them on any bar colour', () => {
    expect(contrast(FOCUS_OUTER, PAGE)).toBeGreaterThanOrEqual(3);
    expect(contrast(FOCUS_INNER, FOCUS_OUTER)).toBeGreaterThan(18);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), (r, g, b) => {
        const bg = `rgb(${r}, ${g}, ${b})`;
        expect(Math.max(contrast(FOCUS_INNER, bg), contrast(FOCUS_OUTER, bg))).toBeGreaterThanOrEqual(3);
      }),
    );
  });
});
