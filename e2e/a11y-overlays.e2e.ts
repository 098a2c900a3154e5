/**
 * WCAG 2.1 AA for the overlays, in Chromium: the calendar dialog on a 320 px window
 * (1.4.10 Reflow), tooltip triggers as named buttons (4.1.2) and the tooltip inside a landmark (axe
 * `region`), the focus rings of the toast close buttons and the bars' close links against their
 * backgrounds (1.4.11), and which toasts wait for the shopper (2.2.1: errors stay, success leaves; time
 * runs on Playwright's clock, never on the machine's speed).
 */
import { beforeEach, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, openReady, openSample, resetMockShop, type Sample, tooltipOf, test } from './harness';
import { contrast } from '../fixtures/contrast';

beforeEach(resetMockShop);

const clean = (s: Sample) => {
  expect(s.consoleErrors, 'console errors').toEqual([]);
  expect(s.pageErrors, 'page errors').toEqual([]);
};

/** The focused element's ring and what lies around it (computed colours, 'rgb(…)'). */
async function focusRing(page: Page, around: string) {
  return page.evaluate((aroundSelector) => {
    const el = document.activeElement as HTMLElement;
    const css = getComputedStyle(el);
    // A toast's close button is outside its toast's box (not in the live region): the box holds the words that describe it.
    const box = el.closest(aroundSelector) ?? document.getElementById(el.getAttribute('aria-describedby') ?? '')?.closest(aroundSelector);
    const bg = getComputedStyle(box!).backgroundColor;
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: css.outlineColor,
      outlineStyle: css.outlineStyle,
      outlineWidth: parseFloat(css.outlineWidth),
      // 'rgb(17, 17, 17) 0px 0px 0px 4px': the outer ring.
      shadow: /rgba?\([^)]*\)/.exec(css.boxShadow)?.[0] ?? 'none',
      own: css.backgroundColor,
      bg,
    };
  }, around);
}

// -------------------------------------------------------------------------------------------------
// 1.4.10 Reflow

describe('calendar at a 320 px window (1.4.10)', () => {
  test('the birth-date dialog fits: no sideways scroll, its right edge, the Sunday column and "Następny rok" inside 320 px', async () => {
    const s = await openSample('place-order', { view: 1, viewport: { width: 320, height: 700 } });
    const { page } = s;
    await page.locator('#birth_date').scrollIntoViewIfNeeded();
    await page.waitForSelector('#birthdate_calendar[data-storefront-calendar="mounted"]', { state: 'attached' });
    const widthBefore = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.getByRole('button', { name: 'Wybierz datę: Data urodzenia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wybór daty' });
    await dialog.waitFor();

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `the page scrolls sideways with the dialog open (before it opened: ${widthBefore})`).toBeLessThanOrEqual(320);
    // In document coordinates, so a sideways scroll cannot hide an overflow.
    const box = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left + window.scrollX, right: r.right + window.scrollX };
      });
    const d = await box(dialog);
    expect(d.left, 'dialog left edge').toBeGreaterThanOrEqual(0);
    expect(d.right, 'dialog right edge').toBeLessThanOrEqual(320);
    // Weeks start on Monday in Polish: the last column is Sunday's.
    const sundayHead = dialog.locator('thead th').last();
    expect(await sundayHead.getAttribute('abbr')).toBe('niedziela');
    const sunday = await box(sundayHead);
    expect(sunday.right, 'the Sunday column').toBeLessThanOrEqual(d.right);

    // "Następny rok" fully in view: brought to the middle of the window by a vertical scroll only.
    const next = dialog.getByRole('button', { name: 'Następny rok' });
    await next.evaluate((el) => {
      const r = el.getBoundingClientRect();
      // 'instant': the theme scrolls smoothly (html { scroll-behavior: smooth }).
      window.scrollTo({ left: 0, top: r.top + window.scrollY - window.innerHeight / 2, behavior: 'instant' });
    });
    const seen = await next.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, w: innerWidth, h: innerHeight, scrollX, hit: !!hit && el.contains(hit) };
    });
    expect(seen.scrollX).toBe(0);
    expect(seen.left).toBeGreaterThanOrEqual(0);
    expect(seen.right).toBeLessThanOrEqual(seen.w);
    expect(seen.top).toBeGreaterThanOrEqual(0);
    expect(seen.bottom).toBeLessThanOrEqual(seen.h);
    expect(seen.hit, '"Następny rok" is the element at its own centre').toBe(true);

    // Still a working dialog at this width: the month list and back.
    await dialog.getByRole('button', { name: /^Wybierz miesiąc/ }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Other islands at 320 px are other tests' business; the calendar logs nothing.
    expect(s.consoleErrors.filter((c) => /calendar/.test(c.text))).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});

// -------------------------------------------------------------------------------------------------
// 4.1.2 and the region rule

describe('tooltips (4.1.2, axe region)', () => {
  const PAGE = '/html-samples/projector-101.html';
  /**
   * projector-101 with an icon-only trigger next to the returns tip, as themes have them: before it, so the
   * returns tip keeps its `.tooltipContent` as its next sibling (IdoSell's pairing; the icon's tip is its title).
   */
  const withIconTrigger = async (page: Page) => {
    await page.route(
      (u) => u.pathname === PAGE,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          '<span class="showTip">Zasady zwrotu</span>',
          '<span class="btn_note" title="Cena zawiera VAT">?</span> <span class="showTip">Zasady zwrotu</span>',
        );
        await route.fulfill({ response, body });
      },
    );
  };

  test('span triggers are buttons named by their words, else "Więcej informacji", described by their tooltip; Enter shows it', async () => {
    const s = await openReady('projector-101', { beforeGoto: withIconTrigger });
    const { page } = s;
    expect(new URL(s.url).pathname).toBe(PAGE);
    const trigger = page.locator('#projector_returns .showTip');
    await trigger.scrollIntoViewIfNeeded();
    await expect.poll(() => trigger.getAttribute('role')).toBe('button');
    const named = page.getByRole('button', { name: 'Zasady zwrotu', exact: true });
    expect(await named.count()).toBe(1);
    expect(await named.evaluate((el) => el.classList.contains('showTip') && el.getAttribute('tabindex'))).toBe('0');
    // Before any intent (the island asleep) the load job has it described by the server's own content.
    expect(await trigger.getAttribute('data-storefront-tooltips')).toBe('waiting');
    expect(await trigger.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.classList.contains('tooltipContent') ?? false)).toBe(true);

    // The icon-only trigger: a name from the island's texts; its title, once the island wakes, is the tooltip (its description).
    const icon = page.getByRole('button', { name: 'Więcej informacji', exact: true });
    await expect.poll(() => icon.count()).toBe(1);
    expect(await icon.evaluate((el) => el.classList.contains('btn_note') && el.getAttribute('title'))).toBe('Cena zawiera VAT');
    await icon.focus();
    const iconTip = await tooltipOf(icon);
    expect(await icon.evaluate((el) => el.hasAttribute('title'))).toBe(false);
    expect(await iconTip.textContent()).toBe('Cena zawiera VAT');

    // As a button: focus wakes and shows, Escape hides, Enter shows again.
    await trigger.focus();
    const tip = await tooltipOf(trigger);
    expect(await tip.getAttribute('role')).toBe('tooltip');
    await expect.poll(() => tip.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => tip.isVisible()).toBe(true);

    // axe: no focusable element without a name or role (nested-interactive, aria-command-name…).
    const summary = (await axe(page)).summary.filter((line) => /showTip|btn_note/.test(line));
    expect(summary).toEqual([]);
    clean(s);
  });

  test('the basket rebate tip (<small>) is a button named by its words', async () => {
    const s = await openReady('basketedit');
    const trigger = s.page.locator('.basket__tip.showTip_basket');
    await trigger.scrollIntoViewIfNeeded();
    await expect.poll(() => trigger.getAttribute('role')).toBe('button');
    expect(await s.page.getByRole('button', { name: 'Naliczono rabat ilościowy', exact: true }).count()).toBe(1);
    expect(await trigger.getAttribute('aria-label')).toBeNull();
  });

  test('the open tooltip is inside the trigger\'s landmark (main), so axe\'s region rule has nothing on it', async () => {
    const s = await openReady('projector-101');
    const { page } = s;
    const trigger = page.locator('#projector_returns .showTip');
    await trigger.scrollIntoViewIfNeeded();
    await trigger.focus();
    const tip = await tooltipOf(trigger);
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await tip.evaluate((el) => el.closest('main')?.id ?? el.parentElement?.tagName)).toBe('content');
    // Still shown under its trigger, not wherever the new parent would put it.
    const [t, p] = await Promise.all([trigger.boundingBox(), tip.boundingBox()]);
    expect(p!.y).toBeGreaterThanOrEqual(t!.y + t!.height);
    expect(p!.y).toBeLessThan(t!.y + t!.height + 20);
    const region = (await axe(page)).violations.filter((v) => v.id === 'region');
    expect(region.flatMap((v) => v.targets).filter((target) => /tooltip/i.test(target))).toEqual([]);
    clean(s);
  });
});

// -------------------------------------------------------------------------------------------------
// 1.4.11 focus rings

describe('focus rings on toast and bar close buttons (1.4.11)', () => {
  test('each toast close button: a white ring at least 3:1 against its toast, the dark outer ring against the page', async () => {
    const s = await openReady('main');
    const { page } = s;
    await page.evaluate(() => {
      for (const kind of ['error', 'warning', 'info', 'success']) {
        document.dispatchEvent(new CustomEvent('storefront:toast', { detail: { kind, message: `Komunikat: ${kind}`, duration: 600_000 } }));
      }
    });
    await expect.poll(() => page.locator('.storefront-toasts .alertek__close').count()).toBe(4);
    // By keyboard, as :focus-visible needs: from the last thing before the stack, Tab into it.
    await page.locator('#bar22 .bars__close').focus();
    let reached = false;
    for (let i = 0; i < 30 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.matches('.storefront-toasts .alertek__close') ?? false);
    }
    expect(reached, 'Tab reaches the toasts').toBe(true);
    const pageBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    for (let i = 0; i < 4; i++) {
      const ring = await focusRing(page, '.alertek');
      const kind = await page.evaluate(() => document.getElementById(document.activeElement!.getAttribute('aria-describedby')!)!.closest('.alertek')!.className);
      expect(ring.focusVisible, kind).toBe(true);
      expect([ring.outlineStyle, ring.outlineWidth], kind).toEqual(['solid', 2]);
      // The button is transparent: its background is the toast's.
      expect(ring.own, kind).toBe('rgba(0, 0, 0, 0)');
      expect(contrast(ring.outline, ring.bg), `${kind}: ring ${ring.outline} on ${ring.bg}`).toBeGreaterThanOrEqual(3);
      expect(contrast(ring.shadow, pageBg), `${kind}: outer ring ${ring.shadow} on the page ${pageBg}`).toBeGreaterThanOrEqual(3);
      expect(contrast(ring.outline, ring.shadow), `${kind}: the two rings`).toBeGreaterThanOrEqual(3);
      await page.keyboard.press('Tab');
    }
    clean(s);
  });

  test('the bars\' close links: on the dark top bar the white ring, on the light bottom bar the dark ring, each at least 3:1', async () => {
    const s = await openReady('main');
    const { page } = s;
    expect(await page.locator('#bar21 .bars__close').getAttribute('role')).toBe('button');
    for (const [bar, ring] of [
      ['#bar21', 'outline'],
      ['#bar22', 'shadow'],
    ] as const) {
      // Keyboard focus: from the bar's own link, Tab to the close link.
      await page.locator(`${bar} .bars__content a`).focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate((sel) => document.activeElement?.matches(`${sel} .bars__close`), bar)).toBe(true);
      const r = await focusRing(page, '.bars__item');
      expect(r.focusVisible, bar).toBe(true);
      expect(r.own, bar).toBe('rgba(0, 0, 0, 0)');
      expect(contrast(r[ring], r.bg), `${bar}: ${ring} ${r[ring]} on the bar ${r.bg}`).toBeGreaterThanOrEqual(3);
      expect(Math.max(contrast(r.outline, r.bg), contrast(r.shadow, r.bg)), bar).toBeGreaterThanOrEqual(3);
      expect(contrast(r.outline, r.shadow), `${bar}: the two rings`).toBeGreaterThanOrEqual(3);
    }
    // The theme's own ring (#1a5fb4) would have been 1.5:1 on the top bar.
    expect(contrast('rgb(26, 95, 180)', await page.evaluate(() => getComputedStyle(document.getElementById('bar21')!).backgroundColor))).toBeLessThan(3);
    clean(s);
  });
});

// -------------------------------------------------------------------------------------------------
// 2.2.1 Timing adjustable

describe('toast timing (2.2.1)', () => {
  test('an error stays until closed; success leaves after 4 s; an explicit duration holds, on the page\'s clock', async () => {
    // Playwright's clock: time flows as usual until the test moves it on, so no wait depends on the machine.
    const s = await openReady('main', { beforeGoto: (page) => page.clock.install() });
    const { page } = s;
    const texts = (role: 'alert' | 'status') => page.locator(`.storefront-toasts [role=${role}] .alertek__message`).allTextContents();
    await page.evaluate(() => {
      const send = (detail: object) => document.dispatchEvent(new CustomEvent('storefront:toast', { detail }));
      send({ kind: 'error', message: 'Nie udało się zapisać zmian.' });
      send({ kind: 'success', message: 'Zapisano.' });
      send({ kind: 'warning', message: 'Krótka uwaga.', duration: 1000 });
    });
    await expect.poll(() => texts('alert')).toEqual(['Nie udało się zapisać zmian.', 'Krótka uwaga.']);
    expect(await texts('status')).toEqual(['Zapisano.']);
    // Nothing hovered or focused in the stack, so no timer is paused.
    await page.mouse.move(0, 0);

    await page.clock.runFor(4000 + 500 + 100);
    await expect.poll(() => texts('status')).toEqual([]);
    await expect.poll(() => texts('alert')).toEqual(['Nie udało się zapisać zmian.']);
    await page.clock.runFor(60_000);
    expect(await texts('alert')).toEqual(['Nie udało się zapisać zmian.']);

    // Gone only when the shopper closes it.
    await page.locator('.storefront-toasts .alertek__close').click();
    await page.clock.runFor(1000);
    await expect.poll(() => texts('alert')).toEqual([]);
    clean(s);
  });
});
