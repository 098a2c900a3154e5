/**
 * WCAG 2.1 AA for the mini-basket and back-to-top, in Chromium: the basket
 * link's name starts with what it shows (2.5.3 Label in name, 768 and 1280 px), Escape dismisses the
 * popup the pointer shows while focus is in the search field (1.4.13), the popup's lines read as words,
 * `#backTop` is not on screen at the top of the page (a `hidden` attribute lost to the theme's
 * `display: grid`), `hidden` inside our hosts wins over the theme, and the back-to-top link sits in a
 * landmark (axe `region`). The basket has two lines (the mock shop's `mock_basket` cookie).
 */
import { beforeEach, describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axe, baseURL, openReady, resetMockShop, wakeBasket, type Sample, test } from './harness';
import type { ViewLevel } from '../core/mount/types';

beforeEach(resetMockShop);

const withBasket = async (_page: Page, context: BrowserContext) => {
  await context.addCookies([{ name: 'mock_basket', value: '2', url: baseURL() }]);
};

/** A sample page at a view level (optionally an exact width), with a two-line basket loaded in the mini-basket. */
async function open(file: string, view: ViewLevel, width?: number): Promise<Sample> {
  const s = await openReady(file, { view, ...(width ? { viewport: { width, height: 900 } } : {}), beforeGoto: withBasket });
  await wakeBasket(s.page);
  await expect.poll(() => s.page.locator('#menu_basket a.top_basket__sub .badge').textContent(), { timeout: 10_000 }).toBe('2');
  await s.page.waitForSelector('#menu_basket_details:not(.--skeleton)', { state: 'attached' });
  return s;
}

const clean = (s: Sample) => {
  expect(s.consoleErrors, 'console errors').toEqual([]);
  expect(s.pageErrors, 'page errors').toEqual([]);
};

// -------------------------------------------------------------------------------------------------
// 2.5.3 Label in name, and one unambiguous name

describe('mini-basket link: what it shows is in its name, in order, once, never read as one number', () => {
  test.each([
    ['main', 2 as ViewLevel, 768],
    ['main', 4 as ViewLevel, 1280],
    ['projector-101', 2 as ViewLevel, 768],
    ['search', 4 as ViewLevel, 1280],
  ])('%s at %s (%s px)', async (file, view, width) => {
    const s = await open(file, view, width);
    const { visible, name, price, hasLabel } = await s.page.evaluate(() => {
      const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
      const a = document.querySelector<HTMLAnchorElement>('#menu_basket a.top_basket__sub')!;
      // What the link shows, part by part in order (the badge, the worth): parts drawn on screen, not
      // the words clipped for screen readers.
      const drawn = (el: Element) => {
        const r = el.getBoundingClientRect();
        return getComputedStyle(el).display !== 'none' && r.width > 1 && r.height > 1;
      };
      const parts = Array.from(a.children).filter(drawn).map((el) => norm((el as HTMLElement).innerText)).filter(Boolean);
      return {
        visible: parts.join(' '),
        // The name from the content (no aria-label): every word in it, clipped or not.
        name: norm(a.getAttribute('aria-label') ?? a.textContent ?? '').replace(/ ,/g, ','),
        price: norm(a.querySelector('.top_basket__price')!.textContent ?? ''),
        hasLabel: a.hasAttribute('aria-label'),
      };
    });
    // At 768 and 1280 px the link shows the badge and the worth.
    expect(visible).toBe(`2 ${price}`);
    expect(hasLabel).toBe(false);
    // Both shown parts are in the name, in the order shown (2.5.3), with words between them, so the
    // count and the worth are never read as one number ("2 379,98 zł"), and the worth is said once.
    expect(name).toBe(`Koszyk, produkty: 2, wartość: ${price}`);
    expect(name).not.toContain(visible);
    expect(name.split(price)).toHaveLength(2);
    clean(s);
  });
});

// -------------------------------------------------------------------------------------------------
// 1.4.13 Content on hover or focus

describe('mini-basket popup shown by hover (1.4.13)', () => {
  test('Escape dismisses it while focus is in the search field; the pointer leaving and coming back shows it again', async () => {
    const s = await open('main', 4);
    const { page } = s;
    const details = page.locator('#menu_basket_details');
    const toggle = page.locator('#menu_basket .top_basket__toggle');
    await page.locator('#menu_search_text').focus();
    await page.hover('#menu_basket a.top_basket__sub');
    await expect.poll(() => details.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu_search_text');

    await page.keyboard.press('Escape');
    await expect.poll(() => details.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // Focus stays where the shopper was typing; the pointer is still over the basket.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu_search_text');
    expect(await page.locator('#menu_basket').evaluate((el) => el.matches(':hover'))).toBe(true);

    // A new hover is a new trigger.
    await page.mouse.move(5, 600);
    await page.hover('#menu_basket a.top_basket__sub');
    await expect.poll(() => details.isVisible()).toBe(true);
    clean(s);
  });
});

// -------------------------------------------------------------------------------------------------
// The popup's lines as words

describe('mini-basket popup lines', () => {
  test('each line reads "name[, parameters], worth, quantity price type", never run together', async () => {
    const s = await open('main', 4);
    const { page } = s;
    const toggle = page.locator('#menu_basket .top_basket__toggle');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const lines = await page.evaluate(() => {
      const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
      return Array.from(document.querySelectorAll('#menu_basket_details .top_basket__product')).map((line) => {
        const part = (selector: string) => norm(line.querySelector(selector)?.textContent);
        return {
          text: norm(line.textContent),
          name: part('.top_basket__link'),
          params: part('.top_basket__params'),
          price: part('.top_basket__price'),
          unit: part('.top_basket__unit'),
          vat: part('.top_basket__vat'),
        };
      });
    });
    expect(lines).toHaveLength(2);
    for (const l of lines) {
      expect(l.name && l.price && l.unit && l.vat, JSON.stringify(l)).toBeTruthy();
      expect(l.text).toBe(`${l.name}${l.params ? `, ${l.params}` : ''}, ${l.price}, ${l.unit} ${l.vat}`);
      // Not 'Kalina189,99 zł1 szt.brutto': a letter or digit never touches the currency.
      expect(l.text).not.toMatch(/zł[^\s,]/);
      expect(l.text).not.toMatch(/[^\s\d,]\d+,\d\d\szł/);
    }
    clean(s);
  });
});

// -------------------------------------------------------------------------------------------------
// `hidden` wins; back-to-top in a landmark

/** #backTop on screen: present, displayed and with a box. */
const backTopShown = (page: Page) =>
  page.evaluate(() => {
    const el = document.getElementById('backTop');
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return getComputedStyle(el).display !== 'none' && r.width > 0 && r.height > 0;
  });

// -------------------------------------------------------------------------------------------------
// A failing basket call leaves the server's link as it was

describe("mini-basket when the basket call fails: the server's link stays, and works", () => {
  const PAGE = '/html-samples/main.html';
  const SAMPLE_LINK = /<a class="top_basket__sub"[\s\S]*?<\/a>/;
  /** A plain theme's link in place of IdoSell's: no classes, the figures are words. */
  const PLAIN = '<a href="basketedit.html" id="theme_basket" title="Twój koszyk">Koszyk (2) 99,00 zł</a>';
  type Seen = { text: string; attributes: Record<string, string> };

  /** The server's link as parsed, before any island ran (DOMContentLoaded; islands wake after load). */
  const recordServerLink = () => {
    document.addEventListener('DOMContentLoaded', () => {
      const a = document.querySelector('#menu_basket a')!;
      (window as unknown as { __serverLink: Seen }).__serverLink = {
        text: a.textContent!.replace(/\s+/g, ' ').trim(),
        attributes: Object.fromEntries(Array.from(a.attributes, (x) => [x.name, x.value])),
      };
    });
  };

  test.each(['idosell', 'plain'] as const)('%s link: same words, href and attributes after the failure; a click goes to the basket', async (markup) => {
    const s = await openReady('main', {
      view: 4,
      // The bulk call carries the basket: with it failing too, the mini-basket makes its own call, which fails.
      faults: { 'graphql:basket': '500', get: '500' },
      beforeGoto: async (page) => {
        await page.addInitScript(recordServerLink);
        if (markup === 'plain') {
          await page.route(
            (u) => u.pathname === PAGE,
            async (route) => {
              const response = await route.fetch();
              await route.fulfill({ response, body: (await response.text()).replace(SAMPLE_LINK, PLAIN) });
            },
          );
        }
      },
    });
    const { page } = s;
    await wakeBasket(page);
    await expect
      .poll(() => s.consoleErrors.some((e) => e.text.startsWith('[storefront:mini-basket] the basket could not be loaded')), { timeout: 15_000 })
      .toBe(true);
    await page.waitForSelector('#menu_basket[data-storefront-mini-basket="mounted"]:not(.--skeleton)', { state: 'attached' });
    const { server, shown, links } = await page.evaluate(() => {
      const a = document.querySelector('#menu_basket a')!;
      return {
        server: (window as unknown as { __serverLink: Seen }).__serverLink,
        shown: {
          text: a.textContent!.replace(/\s+/g, ' ').trim(),
          attributes: Object.fromEntries(Array.from(a.attributes, (x) => [x.name, x.value])),
        },
        links: document.querySelectorAll('#menu_basket a').length,
      };
    });
    expect(links).toBe(1);
    expect(shown.text).toBe(markup === 'plain' ? 'Koszyk (2) 99,00 zł' : '3 495,96 zł');
    expect(shown.text).toBe(server.text);
    if (markup === 'plain') {
      expect(shown.attributes).toEqual(server.attributes);
    } else {
      // IdoSell's link keeps its own label too (never worse than the page): every attribute stays.
      expect(shown.attributes).toEqual(server.attributes);
      expect(shown.attributes['aria-label']).toBe('Koszyk: 3 (szt. produktów), 495,96 zł');
    }
    // Every console error names its island (the bulk call's and the basket's failures).
    expect(s.consoleErrors.filter((e) => !e.text.includes('[storefront')).map((e) => e.text)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    // The link still works.
    await page.locator('#menu_basket a').click();
    await page.waitForURL(/\/html-samples\/basketedit\.html$/);
  });
});

/** Makes the page tall enough to scroll past the threshold (2 window heights) on any sample, then scrolls. */
const scrollFar = (page: Page) =>
  page.evaluate(() => {
    document.body.style.minHeight = `${window.innerHeight * 6}px`;
    window.scrollTo(0, window.innerHeight * 4);
  });

describe('back-to-top and hidden elements', () => {
  test('#backTop is not on screen at the top of the page (no empty circle), at 375 and 1280 px', async () => {
    for (const view of [1, 4] as ViewLevel[]) {
      const s = await open('main', view);
      // At the very top as loaded: the bulk call's body_top snippets, inserted after the first paint, leave a
      // page at its top where it is (islands/bulk/inject.ts), and theme.css keeps their room (no shift either).
      // The island waits for the first scroll (trigger 'scroll'), so nothing of it has run.
      expect(await s.page.evaluate(() => window.scrollY)).toBe(0);
      expect(await s.page.getAttribute('#container', 'data-storefront-back-to-top'), `view ${view}, as loaded`).toBe('waiting');
      expect(await backTopShown(s.page), `view ${view}, as loaded`).toBe(false);
      // A small scroll wakes it; back at the very top it shows nothing (one scroll check: a frame after the event).
      await s.page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
      await s.page.waitForSelector('#container[data-storefront-back-to-top="mounted"]', { state: 'attached' });
      await s.page.evaluate(async () => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
      });
      expect(await s.page.evaluate(() => window.scrollY)).toBe(0);
      expect(await backTopShown(s.page), `view ${view}, at 0`).toBe(false);
      clean(s);
      await s.close();
    }
  });

  test('a hidden element inside an island host stays hidden whatever display the theme gives it', async () => {
    const s = await open('main', 4);
    const display = await s.page.evaluate(() => {
      const host = document.querySelector('[data-island-host]')!;
      const probe = document.createElement('div');
      probe.hidden = true;
      probe.style.display = 'grid'; // as strong as a theme's id rule, short of !important
      host.append(probe);
      const value = getComputedStyle(probe).display;
      probe.remove();
      return value;
    });
    expect(display).toBe('none');
  });

  test('2.4.11: at the very end of a page whose last control sits at the bottom right (a bottom bar\'s close link), the control shows, not the link, at 375 and 1280 px', async () => {
    for (const view of [1, 4] as ViewLevel[]) {
      const s = await openReady('main.html', { view });
      const { page } = s;
      // A shop whose page ends with a bar and its close link at the right, nothing after it (the bulk
      // call's snippets, which the sample has below its bar, can arrive late on a busy machine).
      await page.evaluate(() => {
        document.documentElement.style.scrollBehavior = 'auto';
        const room = document.createElement('div');
        room.style.height = `${window.innerHeight * 4}px`;
        const bar = document.createElement('div');
        bar.style.cssText = 'display:flex;justify-content:flex-end;padding:8px 12px';
        bar.innerHTML = '<a id="probe-close" href="#closeBar" aria-label="Zamknij" style="display:block;width:28px;height:28px"></a>';
        document.body.append(room, bar);
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await expect.poll(() => backTopShown(page), { message: `view ${view}: the link shows` }).toBe(true);
      // Focus on it, the page at its very end.
      await page.evaluate(() => (document.querySelector<HTMLElement>('#probe-close')!).focus());
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const r = document.getElementById('probe-close')!.getBoundingClientRect();
              const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
              const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              return `${atEnd ? 'at the end' : 'not at the end'}: ${hit?.id || hit?.tagName}`;
            }),
          { message: `view ${view}: the close link's centre at the page's end` },
        )
        .toBe('at the end: probe-close');
      // And the link itself is clear of it, not only its centre.
      const overlap = await page.evaluate(() => {
        const a = document.getElementById('probe-close')!.getBoundingClientRect();
        const b = document.getElementById('backTop')!.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
      expect(overlap, `view ${view}: the link overlaps the close link`).toBe(false);
      // Back at the top the page's end is as the theme made it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).toBe('');
      clean(s);
      await s.close();
    }
  });

  test("with the theme's own #backTop on the page, the island leaves it: one link, state theme, the console says why", async () => {
    const s = await openReady('main.html', {
      view: 1,
      // The theme's runner (app_shop.fn.backTop, from its 'all' entry) appends its link before any island wakes.
      beforeGoto: async (page) => {
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            const theirs = document.createElement('a');
            theirs.id = 'backTop';
            theirs.href = '#';
            theirs.setAttribute('aria-label', 'Do góry');
            theirs.style.display = 'none';
            document.body.append(theirs);
          });
        });
      },
    });
    const { page } = s;
    const lines: string[] = [];
    page.on('console', (m) => void lines.push(m.text()));
    await scrollFar(page);
    await page.waitForSelector('#container[data-storefront-back-to-top="theme"]', { state: 'attached' });
    await expect
      .poll(() => lines.some((l) => l.startsWith(`[storefront] "back-to-top" left to the theme's own #backTop (app_shop.fn.backTop`)))
      .toBe(true);
    expect(await page.locator('[id="backTop"]').count(), 'one back-to-top link, the theme\'s').toBe(1);
    expect(await page.locator('[data-island-host="back-to-top"]').count()).toBe(0);
    clean(s);
  });

  test('once scrolled far, the link shows at the end of the page footer (contentinfo), and axe finds no region issue on it', async () => {
    const s = await open('main', 4);
    const { page } = s;
    await scrollFar(page);
    await page.waitForSelector('#container[data-storefront-back-to-top="mounted"]', { state: 'attached' });
    await expect.poll(() => backTopShown(page)).toBe(true);
    const where = await page.evaluate(() => {
      const el = document.getElementById('backTop')!;
      const footer = el.closest('footer');
      return {
        inFooter: !!footer,
        footerIsPageFooter: !!footer && !footer.parentElement?.closest('article, aside, main, nav, section'),
        insideContainer: !!el.closest('#container'),
        name: el.getAttribute('aria-label'),
      };
    });
    expect(where).toEqual({ inFooter: true, footerIsPageFooter: true, insideContainer: false, name: 'Przewiń do góry strony' });
    const region = (await axe(page)).violations.filter((v) => v.id === 'region' && v.targets.some((t) => /backTop|back-to-top/.test(t)));
    expect(region).toEqual([]);

    // Back at the top it goes again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => backTopShown(page)).toBe(false);
    clean(s);
  });
});
