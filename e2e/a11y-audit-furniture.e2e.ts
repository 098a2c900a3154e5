/**
 * Never worse than the server's own HTML, on the page furniture (toasts, the calendar, the hotspot carousels):
 * - toasts at 320 × 256 px (1280 px at 400 %): the stack stays inside the window and scrolls, so every
 *   toast's words and close button can be reached, by scrolling and by keyboard;
 * - forced colours: the calendar's selected day, the toasts' box and kind, and the carousels' dots survive;
 * - the toast's close button is outside its live region; carousels named alike get distinct names;
 *   the carousels' dots are at least 24 × 24 px targets (2.5.8).
 * Forced colours are Chromium's emulation (page.emulateMedia); the checks read computed styles, not pixels.
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, openSample, resetMockShop, scrollThrough, waitForIslands, type Sample, type SampleOptions, test } from './harness';

beforeEach(resetMockShop);

async function open(file: string, options: SampleOptions = {}): Promise<Sample> {
  const s = await openSample(file, { view: 3, ...options });
  await waitForIslands(s.page);
  return s;
}

/** Sends toasts that stay (an explicit minute), as the sweep's 'toasts' state does, and waits for them all. */
async function sendToasts(page: Page, toasts: { kind: string; message: string }[]): Promise<void> {
  await page.evaluate((list) => {
    for (const t of list) document.dispatchEvent(new CustomEvent('storefront:toast', { detail: { ...t, duration: 60_000 } }));
  }, toasts);
  await expect.poll(() => page.locator('.storefront-toasts .alertek__close').count()).toBe(toasts.length);
}

const DOTS_ZONE = '#products_associated_zone1';
/** projector-101 at 1280 px, the first zone's carousel with its dots in view. */
async function openDots(): Promise<Sample> {
  const s = await open('projector-101', { view: 4 });
  await scrollThrough(s.page);
  await s.page.locator(`${DOTS_ZONE} .swiper-pagination-bullet`).first().waitFor({ state: 'attached' });
  await s.page.locator(DOTS_ZONE).scrollIntoViewIfNeeded();
  return s;
}
interface Dot {
  active: boolean;
  /** The painted dot's width. */
  drawn: number;
  background: string;
  border: string;
  outline: string;
}
const dots = (page: Page): Promise<Dot[]> =>
  page.locator(`${DOTS_ZONE} .swiper-pagination-bullet`).evaluateAll((els) =>
    els.map((el) => {
      const c = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return {
        active: el.classList.contains('swiper-pagination-bullet-active'),
        drawn: Math.round(r.width),
        background: c.backgroundColor,
        border: parseFloat(c.borderTopWidth) > 0 && c.borderTopStyle !== 'none' ? c.borderTopColor : '',
        outline: parseFloat(c.outlineWidth) > 0 && c.outlineStyle !== 'none' ? `${c.outlineWidth} ${c.outlineStyle} ${c.outlineColor}` : '',
      };
    }),
  );

const THREE_ERRORS = [
  { kind: 'error', message: 'Nie udało się zapisać zmian w koszyku. Spróbuj ponownie za chwilę.' },
  { kind: 'error', message: 'Nie można przesłać pliku projekt-haftu.pdf, ponieważ jest większy niż dozwolony rozmiar 5 MB.' },
  { kind: 'error', message: 'Nie udało się dodać produktu do listy zakupowej.' },
];

describe('toasts at 320 × 256 px', () => {
  test('three errors: the stack stays inside the window; each toast\'s words and close button are reached by scrolling the stack and by keyboard', async () => {
    const s = await open('main', { viewport: { width: 320, height: 256 } });
    const { page } = s;
    await sendToasts(page, THREE_ERRORS);
    const box = await page.locator('.storefront-toasts').boundingBox();
    expect(box, 'the stack').not.toBeNull();
    expect(box!.y, 'the stack\'s top is inside the window').toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, 'the stack\'s bottom is inside the window').toBeLessThanOrEqual(256);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);

    // The newest toast is in view when the stack fills up.
    const inStack = (i: number) =>
      page.evaluate((n) => {
        const stack = document.querySelector('.storefront-toasts')!.getBoundingClientRect();
        const toast = document.querySelectorAll('.storefront-toasts .alertek')[n]!;
        const words = toast.querySelector('.alertek__message')!.getBoundingClientRect();
        const id = toast.getAttribute('data-toast-id');
        const close = (toast.querySelector('.alertek__close') ?? document.querySelector(`.storefront-toasts .alertek__close[data-toast-id="${id}"]`))!.getBoundingClientRect();
        const within = (r: DOMRect) => r.top >= stack.top - 0.5 && r.bottom <= stack.bottom + 0.5 && r.top >= -0.5 && r.bottom <= innerHeight + 0.5;
        return { words: within(words), close: within(close) };
      }, i);
    expect(await inStack(2), 'the newest toast').toEqual({ words: true, close: true });

    // By scrolling the stack: each toast's words and close button come into view inside it.
    for (let i = 0; i < 3; i++) {
      await page.evaluate((n) => {
        document.querySelectorAll<HTMLElement>('.storefront-toasts .alertek')[n]!.scrollIntoView({ block: 'nearest' });
      }, i);
      expect(await inStack(i), `toast ${i + 1} after scrolling the stack`).toEqual({ words: true, close: true });
    }

    // By keyboard: each close button takes focus (and is scrolled into view), Enter closes its toast, oldest first.
    for (let left = 3; left > 0; left--) {
      const first = page.locator('.storefront-toasts .alertek__close').first();
      await first.focus();
      const id = await first.evaluate((el) => el.getAttribute('data-toast-id') ?? el.closest('[data-toast-id]')!.getAttribute('data-toast-id'));
      expect(await page.evaluate(() => document.activeElement?.matches('.storefront-toasts .alertek__close') ?? false)).toBe(true);
      const visible = await page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect();
        const stack = document.querySelector('.storefront-toasts')!.getBoundingClientRect();
        return r.top >= stack.top - 0.5 && r.bottom <= stack.bottom + 0.5 && r.top >= 0 && r.bottom <= innerHeight;
      });
      expect(visible, `the focused close button ${4 - left} is in view`).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator(`.storefront-toasts .alertek[data-toast-id="${id}"]`).count()).toBe(0);
    }
    expect(s.pageErrors).toEqual([]);
  });
});

describe('the toast\'s close button is outside its live region', () => {
  test('the live regions hold the messages only; each close button is outside them and described by its message', async () => {
    const s = await open('main');
    const { page } = s;
    await sendToasts(page, [
      { kind: 'error', message: 'Nie udało się zapisać zmian.' },
      { kind: 'success', message: 'Produkt został dodany do koszyka.' },
    ]);
    const shape = await page.evaluate(() => {
      const live = Array.from(document.querySelectorAll('.storefront-toasts [aria-live], .storefront-toasts [role=alert], .storefront-toasts [role=status]'));
      return {
        texts: live.map((r) => r.textContent!.trim()),
        buttonsInside: live.reduce((n, r) => n + r.querySelectorAll('button, [role=button]').length, 0),
        described: Array.from(document.querySelectorAll('.storefront-toasts .alertek__close')).map((b) =>
          (b.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
        ),
      };
    });
    expect(shape.texts).toEqual(['Nie udało się zapisać zmian.', 'Produkt został dodany do koszyka.']);
    expect(shape.buttonsInside).toBe(0);
    expect(shape.described).toEqual(['Nie udało się zapisać zmian.', 'Produkt został dodany do koszyka.']);
    // A third toast, an error after the success: the buttons still sit on their own toasts, top to bottom in
    // the order the toasts came, and Tab meets them in that order.
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('storefront:toast', { detail: { kind: 'warning', message: 'Sprawdź adres dostawy.', duration: 60_000 } })),
    );
    await expect.poll(() => page.locator('.storefront-toasts .alertek__close').count()).toBe(3);
    const placed = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.storefront-toasts .alertek__close')).map((b) => {
        const words = document.getElementById(b.getAttribute('aria-describedby')!)!;
        const toast = words.closest('.alertek')!;
        const box = toast.getBoundingClientRect();
        const r = b.getBoundingClientRect();
        const w = words.getBoundingClientRect();
        return {
          words: words.textContent,
          // Painted above its toast (a click lands on it) and in the toast's own text colour.
          onTop: document.elementFromPoint(r.left + 3, r.top + 3)?.closest('.alertek__close') === b,
          colour: getComputedStyle(b).color === getComputedStyle(toast).color,
          onItsToast: r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom + 0.5,
          clearOfWords: r.left >= w.right,
          top: Math.round(box.top),
        };
      }),
    );
    expect(placed.map((p) => p.words)).toEqual(['Nie udało się zapisać zmian.', 'Produkt został dodany do koszyka.', 'Sprawdź adres dostawy.']);
    expect(placed.map((p) => [p.onItsToast, p.clearOfWords, p.onTop, p.colour])).toEqual(placed.map(() => [true, true, true, true]));
    expect(placed.map((p) => p.top), 'top to bottom in the order they came').toEqual([...placed.map((p) => p.top)].sort((a, b) => a - b));
    expect((await axe(page)).summary, 'axe with two toasts').toEqual([]);
  });
});

describe('forced colours', () => {
  test('the calendar\'s selected day keeps a mark of its own, not only bold', async () => {
    const s = await openSample('place-order', { view: 3 });
    const { page } = s;
    await page.emulateMedia({ forcedColors: 'active' });
    await page.locator('#birth_date').scrollIntoViewIfNeeded();
    await page.waitForSelector('#birthdate_calendar[data-storefront-calendar="mounted"]', { state: 'attached' });
    await page.locator('#birth_date').fill('1990-04-23');
    await page.getByRole('button', { name: 'Wybierz datę: Data urodzenia' }).click();
    await page.getByRole('dialog', { name: 'Wybór daty' }).waitFor();
    // Focus away from the selected day, so its own look is read, not the focus ring's.
    await page.keyboard.press('ArrowRight');
    const look = (date: string) =>
      page.locator(`td[data-date="${date}"]`).evaluate((el) => {
        const c = getComputedStyle(el);
        return {
          background: c.backgroundColor,
          color: c.color,
          border: parseFloat(c.borderTopWidth) > 0 && c.borderTopStyle !== 'none' ? `${c.borderTopWidth} ${c.borderTopStyle} ${c.borderTopColor}` : '',
          outline: parseFloat(c.outlineWidth) > 0 && c.outlineStyle !== 'none' ? `${c.outlineWidth} ${c.outlineStyle} ${c.outlineColor}` : '',
          adjust: c.forcedColorAdjust,
        };
      });
    expect(await page.locator('td[data-date="1990-04-23"]').getAttribute('aria-selected')).toBe('true');
    const selected = await look('1990-04-23');
    const other = await look('1990-04-16');
    const canvas = await page.evaluate(() => getComputedStyle(document.querySelector('.calendar__dialog')!).backgroundColor);
    // A border or outline of its own, and a fill that is not the dialog's Canvas.
    expect(selected.border || selected.outline, `the selected day ${JSON.stringify(selected)}`).not.toBe('');
    expect(other.border || other.outline, 'an unselected day has none').toBe('');
    expect(selected.background, 'the selected day\'s fill').not.toBe(canvas);
    expect(selected.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(selected.background).not.toBe(other.background);
  });

  test('each toast keeps a box (a border), and an error differs from a success by more than colour', async () => {
    const s = await open('main');
    const { page } = s;
    await page.emulateMedia({ forcedColors: 'active' });
    await sendToasts(page, [
      { kind: 'error', message: 'Nie udało się zapisać zmian.' },
      { kind: 'success', message: 'Zapisano.' },
      { kind: 'warning', message: 'Sprawdź adres.' },
      { kind: 'info', message: 'Informacja.' },
    ]);
    const borders = await page.evaluate(() =>
      Object.fromEntries(
        Array.from(document.querySelectorAll<HTMLElement>('.storefront-toasts .alertek')).map((el) => {
          const c = getComputedStyle(el);
          const kind = /--(\w+)/.exec(el.className)![1]!;
          return [kind, { width: parseFloat(c.borderTopWidth), style: c.borderTopStyle, color: c.borderTopColor }];
        }),
      ),
    );
    for (const [kind, b] of Object.entries(borders)) {
      expect(b.width, `${kind}: border width`).toBeGreaterThan(0);
      expect(b.style, `${kind}: border style`).not.toBe('none');
      expect(b.color, `${kind}: border colour`).not.toBe('rgba(0, 0, 0, 0)');
    }
    const shape = (b: { width: number; style: string }) => `${b.width} ${b.style}`;
    expect(shape(borders.error!), 'error and success differ by the border\'s shape').not.toBe(shape(borders.success!));
    expect(shape(borders.warning!), 'warning and info differ by the border\'s shape').not.toBe(shape(borders.info!));
  });

  test('the carousels\' dots, the active one included, keep a visible fill or border', async () => {
    const s = await openDots();
    const { page } = s;
    await page.emulateMedia({ forcedColors: 'active' });
    const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const list = await dots(page);
    expect(list.filter((d) => d.active)).toHaveLength(1);
    const marks = (d: Dot) => [d.background, d.border].filter((c) => c && c !== 'rgba(0, 0, 0, 0)' && c !== canvas);
    for (const d of list) expect(marks(d).length, `a dot in forced colours ${JSON.stringify(d)}`).toBeGreaterThan(0);
    const active = list.find((d) => d.active)!;
    const inactive = list.find((d) => !d.active)!;
    expect(active.background, 'the active dot\'s fill differs from the others\'').not.toBe(inactive.background);
    expect(active.outline || active.border, 'and the active dot has a ring, not only another colour').not.toBe('');
  });
});

describe('the carousels\' dots as targets (2.5.8)', () => {
  test('each dot is a target of at least 24 × 24 px; the dot drawn stays 10 px; a click in its target\'s corner moves the carousel', async () => {
    const s = await openDots();
    const list = await dots(s.page);
    expect(list.length).toBeGreaterThan(1);
    for (const d of list) expect(d.drawn, 'the painted dot').toBe(10);
    // Every point of a 24 × 24 px square around each dot hits that dot's target (the dots' row's child holding it).
    const hits = await s.page.locator(`${DOTS_ZONE} .swiper-pagination-bullet`).evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
        const own = (x: number, y: number) => {
          const hit = document.elementFromPoint(x, y);
          const row = el.closest('.swiper-pagination')!;
          const item = (n: Element | null) => (n ? Array.from(row.children).find((c) => c.contains(n)) : undefined);
          return hit !== null && item(hit) !== undefined && item(hit) === item(el);
        };
        return [-11.5, 0, 11.5].flatMap((dx) => [-11.5, 0, 11.5].map((dy) => own(cx + dx, cy + dy))).every(Boolean);
      }),
    );
    expect(hits, 'each dot\'s 24 × 24 px square is its target').toEqual(list.map(() => true));
    // A click anywhere on the target moves the carousel: the corner of the second dot's 24 px box.
    const second = s.page.locator(`${DOTS_ZONE} .swiper-pagination-bullet`).nth(1);
    const at = (await second.boundingBox())!;
    await s.page.mouse.click(at.x + at.width / 2 - 11, at.y + at.height / 2 - 11);
    await expect.poll(() => second.evaluate((el) => el.classList.contains('swiper-pagination-bullet-active'))).toBe(true);
  });
});

describe('carousels named alike get distinct names', () => {
  test('every zone headlined "Polecamy": each carousel region has a name of its own; axe finds no landmark-unique', async () => {
    const s = await open('projector-101', {
      view: 4,
      // The shop names every zone alike (a real shop may well): the reply's names are rewritten.
      beforeGoto: async (page) => {
        await page.route(/\/graphql\/v1\/\?hotspots$/, async (route) => {
          const res = await route.fetch();
          const body = (await res.json()) as { data?: Record<string, { name?: string } | null> };
          for (const zone of Object.values(body.data ?? {})) if (zone) zone.name = 'Polecamy';
          await route.fulfill({ response: res, json: body });
        });
      },
    });
    const { page } = s;
    await scrollThrough(page);
    const names = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('.hotspot[role=region][aria-roledescription]')).map((el) => {
          const by = el.getAttribute('aria-labelledby');
          const label = by ? by.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : el.getAttribute('aria-label') ?? '';
          return label.replace(/\s+/g, ' ').trim();
        }),
      );
    await expect.poll(async () => (await names()).length).toBeGreaterThanOrEqual(2);
    const list = await names();
    expect(list.every((n) => n.startsWith('Polecamy')), JSON.stringify(list)).toBe(true);
    expect(new Set(list).size, `distinct names: ${JSON.stringify(list)}`).toBe(list.length);
    const a11y = await axe(page);
    expect(a11y.violations.filter((v) => v.id === 'landmark-unique').map((v) => v.targets)).toEqual([]);
  });
});
