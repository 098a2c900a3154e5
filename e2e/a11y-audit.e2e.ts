/**
 * Places where the islands could leave a page worse than the server's own HTML, each with a browser test
 * that fails if they do. The "never worse" comparison that finds such places on every page is in the a11y
 * sweep (e2e/never-worse.ts); the toasts', calendar's and carousels' items are in
 * e2e/a11y-audit-furniture.e2e.ts.
 */
import { afterAll, beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openSample, resetMockShop, setBasket, waitForIslands, wakeProduct, wakeBasket, type Sample, test } from './harness';

afterAll(() => closeBrowser());
beforeEach(() => resetMockShop());

/** Serves `path` (a page or the theme's CSS) edited, as another shop's template would render it. */
async function edited(page: Page, path: string, edit: (body: string) => string): Promise<void> {
  await page.route((u) => u.pathname === path, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: edit(await res.text()) });
  });
}

/** Chromium's accessible name of the element (the accessibility tree, not a guess from attributes). */
async function axName(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
    const { nodeId } = (await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })) as { nodeId: number };
    if (!nodeId) throw new Error(`${selector} is not on the page`);
    const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })) as { nodes: Array<{ name?: { value?: string } }> };
    return String(nodes[0]?.name?.value ?? '').replace(/\s+/g, ' ').trim();
  } finally {
    await cdp.detach().catch(() => {});
  }
}

const painted = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const s = getComputedStyle(el);
    return { opacity: Number(s.opacity), cursor: s.cursor, color: s.color };
  });

describe('a re-rendered element keeps what names it', () => {
  test('the shopping-list link whose only name is its title (real markup) keeps it: no nameless Tab stop after "Dodaj do koszyka"', async () => {
    const s = await openSample('template-pages/projector-101', {
      view: 4,
      beforeGoto: (page) =>
        edited(page, '/template-pages/projector-101.html', (html) =>
          html.replace(
            '<a class="projector_buy__shopping_list" href="#addToShoppingList">Dodaj do listy zakupowej</a>',
            '<a class="projector_buy__shopping_list" href="#addToShoppingList" title="Dodaj do listy zakupowej" aria-describedby="projector_sl_hint"><span class="projector_buy__shopping_list_icon"></span></a><span id="projector_sl_hint" hidden>Zapisz produkt na później</span>',
          ),
        ),
    });
    await waitForIslands(s.page);
    await wakeProduct(s.page);
    await s.page.waitForSelector('#projector_buttons_section[data-storefront-product-buy="mounted"]', { state: 'attached' });
    const link = s.page.locator('#projector_buttons_section a.projector_buy__shopping_list');
    expect(await link.getAttribute('title')).toBe('Dodaj do listy zakupowej');
    expect(await link.getAttribute('aria-describedby')).toBe('projector_sl_hint');
    expect(await s.page.locator('#projector_sl_hint').count()).toBe(1);
    // The next Tab stop after the buy button has a name.
    await s.page.locator('#projector_button_basket').focus();
    await s.page.keyboard.press('Tab');
    const next = await s.page.evaluate(() => document.activeElement?.className ?? '');
    expect(next).toContain('projector_buy__shopping_list');
    expect(await axName(s.page, '#projector_buttons_section a.projector_buy__shopping_list')).toBe('Dodaj do listy zakupowej');
  });
});

describe('points as the server writes them', () => {
  test('the template’s "18 pkt." stays whole; "250 pkt." with its span.projector_currency inside keeps both', async () => {
    const s = await openSample('template-pages/projector-101', { view: 4 });
    await waitForIslands(s.page);
    await wakeProduct(s.page);
    await s.page.waitForSelector('#projector_points_recive[data-storefront-product-points="mounted"]', { state: 'attached' });
    expect(await s.page.locator('#projector_points_recive_points').textContent()).toBe('18 pkt.');
    await s.close();
    const t = await openSample('projector-104', {
      view: 4,
      beforeGoto: (page) =>
        edited(page, '/html-samples/projector-104.html', (html) =>
          html
            .replace('<span>250,00 pkt.</span>', '<span>250 pkt.</span>')
            .replace('data-price="250">250,00</span> <span class="projector_currency">pkt.</span>', 'data-price="250">250 <span class="projector_currency">pkt.</span></span>'),
        ),
    });
    await waitForIslands(t.page);
    await wakeProduct(t.page);
    await t.page.waitForSelector('#projector_prices_section[data-storefront-product-prices="mounted"]', { state: 'attached' });
    expect(await t.page.locator('#projector_price_points').textContent()).toBe('250 pkt.');
    expect(await t.page.locator('#projector_price_points > span.projector_currency').textContent()).toBe('pkt.');
    expect(await t.page.locator('#projector_price_value').textContent()).toBe('250 pkt.');
  });
});

describe('sold out: the server’s explanation, painted disabled, the real reason', () => {
  for (const forced of [false, true]) {
    test(`projector-102 (every size sold out)${forced ? ', forced colours' : ''}`, async () => {
      const s = await openSample('projector-102', {
        view: 4,
        beforeGoto: async (page) => {
          if (forced) await page.emulateMedia({ forcedColors: 'active' });
        },
      });
      await waitForIslands(s.page);
      await wakeProduct(s.page);
      await s.page.waitForSelector('#projector_buttons_section[data-storefront-product-buy="mounted"]', { state: 'attached' });
      const button = s.page.locator('#projector_button_basket');
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      expect(await button.getAttribute('aria-describedby')).toBe('projector_buy_info');
      expect(await s.page.locator('#projector_buy_info').textContent()).toBe('Produkt niedostępny. Zostaw adres e-mail, a powiadomimy Cię, gdy wróci do sprzedaży.');
      // Painted disabled: dimmed with the not-allowed cursor; in forced colours the system's GrayText.
      const look = await painted(s.page, '#projector_button_basket');
      expect(look.cursor).toBe('not-allowed');
      if (forced) {
        const grayText = await s.page.evaluate(() => {
          const probe = document.body.appendChild(document.createElement('span'));
          probe.style.color = 'GrayText';
          const c = getComputedStyle(probe).color;
          probe.remove();
          return c;
        });
        expect(look.color).toBe(grayText);
      } else expect(look.opacity).toBeLessThan(1);
      // Pressed: the real reason, and focus stays (no size to choose).
      await button.focus();
      await s.page.keyboard.press('Enter');
      const alert = s.page.locator('#projector_buttons_section [role=alert]');
      await expect.poll(() => alert.textContent()).toContain('Zostaw adres e-mail');
      expect(await alert.textContent()).not.toContain('Wybierz rozmiar');
      expect(await s.page.evaluate(() => document.activeElement?.id)).toBe('projector_button_basket');
    });
  }

  test('projector-103 keeps the server’s whole phone-price explanation, its link included', async () => {
    const s = await openSample('projector-103', { view: 4 });
    await waitForIslands(s.page);
    await wakeProduct(s.page);
    await s.page.waitForSelector('#projector_buttons_section[data-storefront-product-buy="mounted"]', { state: 'attached' });
    expect(await s.page.locator('#projector_buy_info').textContent()).toBe('Cenę tego produktu podamy telefonicznie lub mailowo. Skontaktuj się z nami, a przygotujemy ofertę.');
    expect(await s.page.locator('#projector_buy_info a').getAttribute('href')).toBe('/contact.php');
    expect(await s.page.locator('#projector_button_basket').getAttribute('aria-describedby')).toBe('projector_buy_info');
  });
});

describe('the phone search does not open on focus alone (3.2.1)', () => {
  test('Tab into the field: no full-screen dialog, nothing inert; typing opens it', async () => {
    const s = await openSample('main', { view: 1, viewport: { width: 375, height: 800 } });
    await waitForIslands(s.page);
    await wakeProduct(s.page);
    // By keyboard from the element before the field.
    await s.page.locator('#menu_search_text').focus();
    await s.page.waitForSelector('#menu_search[data-storefront-live-search="mounted"]', { state: 'attached' });
    // What the island does after it woke on that focus has happened: it listens on the field.
    await s.page.waitForFunction(() => document.getElementById('menu_search_text')?.getAttribute('role') === 'combobox');
    const open = () => s.page.evaluate(() => document.documentElement.classList.contains('--search-open'));
    expect(await open()).toBe(false);
    expect(await s.page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
    expect(await s.page.locator('[role=dialog][aria-modal=true]').count()).toBe(0);
    await s.page.keyboard.type('s');
    await expect.poll(open).toBe(true);
    expect(await s.page.locator('[role=dialog][aria-modal=true]').count()).toBe(1);
  });
});

describe('the live search is a combobox from the start', () => {
  for (const file of ['main', 'template-pages/projector-101']) {
    test(`${file}: the field is role=combobox before focus wakes the island, and stays so under focus`, async () => {
      const s = await openSample(file, { view: 4 });
      await waitForIslands(s.page);
      await wakeProduct(s.page);
      const input = s.page.locator('#menu_search input[name=text]');
      // The island has not woken (nothing focused it), yet the field already is the collapsed combobox.
      expect(await s.page.locator('#menu_search').getAttribute('data-storefront-live-search')).toBe('waiting');
      expect(await input.getAttribute('role')).toBe('combobox');
      expect(await input.getAttribute('aria-expanded')).toBe('false');
      // Every role the field has from its focus on: recorded from that moment.
      await s.page.evaluate(() => {
        const el = document.querySelector('#menu_search input[name=text]')!;
        const w = window as unknown as { __roles: string[] };
        w.__roles = [];
        new MutationObserver(() => w.__roles.push(String(el.getAttribute('role')))).observe(el, { attributes: true, attributeFilter: ['role'] });
      });
      await input.focus();
      await s.page.waitForSelector('#menu_search[data-storefront-live-search="mounted"]', { state: 'attached' });
      await s.page.keyboard.type('suk');
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
      expect(await s.page.evaluate(() => (window as unknown as { __roles: string[] }).__roles.filter((r) => r !== 'combobox'))).toEqual([]);
      expect(await input.getAttribute('role')).toBe('combobox');
    });
  }
});

describe('the mini-basket on the desktop', () => {
  async function basketPage(theme: 'own' | 'none'): Promise<Sample> {
    await setBasket('sample');
    return openSample('template-pages/projector-101', {
      view: 4,
      viewport: { width: 1280, height: 900 },
      beforeGoto: async (page) => {
        // Real markup has no style for the island's toggle: the theme's rules for it taken out.
        if (theme === 'none') await edited(page, '/html-samples/theme.css', (css) => css.replace(/\.top_basket__toggle[^{]*\{[^}]*\}/g, ''));
      },
    });
  }

  test('the toggle’s aria-expanded is true while Tab walks into the details the theme’s :focus-within shows', async () => {
    const s = await basketPage('own');
    await waitForIslands(s.page);
    await wakeProduct(s.page);
    await wakeBasket(s.page);
    const toggle = s.page.locator('#menu_basket .top_basket__toggle');
    await toggle.waitFor();
    await s.page.locator('#menu_basket a.top_basket__sub').focus();
    await s.page.keyboard.press('Tab');
    expect(await s.page.evaluate(() => document.activeElement?.classList.contains('top_basket__toggle'))).toBe(true);
    const shown = await s.page.locator('#menu_basket_details').isVisible();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe(String(shown));
    expect(shown).toBe(true);
    // The button closes what is shown, Escape too; the state follows.
    await s.page.keyboard.press('Enter');
    await expect.poll(() => s.page.locator('#menu_basket_details').isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await s.page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await s.page.locator('#menu_basket_details').isVisible()).toBe(true);
  });

  test('without a theme rule for it the toggle is at least 24 × 24 px (2.5.8)', async () => {
    const s = await basketPage('none');
    await waitForIslands(s.page);
    await wakeProduct(s.page);
    await wakeBasket(s.page);
    const box = await s.page.locator('#menu_basket .top_basket__toggle').boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
  });

  test('the basket link has one unambiguous name: words between the count and the worth, the worth said once', async () => {
    const s = await basketPage('own');
    await waitForIslands(s.page);
    await wakeProduct(s.page);
    await wakeBasket(s.page);
    const link = '#menu_basket a.top_basket__sub';
    // The basket read (the link is the island's now, named from its content).
    await expect.poll(() => s.page.locator(link).getAttribute('aria-label')).toBeNull();
    const count = (await s.page.locator(`${link} .badge`).textContent())!.trim();
    const worth = (await s.page.locator(`${link} .top_basket__price`).textContent())!.trim();
    const name = (await axName(s.page, link)).replace(/ ,/g, ',');
    expect(name).toBe(`Koszyk, produkty: ${count}, wartość: ${worth}`);
    // Never the count and the worth as one number ("2 379,98 zł"), never the worth twice.
    expect(name).not.toContain(`${count} ${worth}`);
    expect(name.split(worth)).toHaveLength(2);
    expect(await s.page.locator(link).getAttribute('aria-label')).toBeNull();
    // What the link shows is unchanged: the badge and the worth; the words between are clipped.
    const drawn = await s.page.$$eval(`${link} > *`, (els) =>
      els.filter((el) => el.getBoundingClientRect().width > 1).map((el) => (el.textContent ?? '').trim()),
    );
    expect(drawn).toEqual([count, worth]);
  });
});
