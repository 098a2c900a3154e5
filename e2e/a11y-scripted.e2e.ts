/**
 * What axe cannot test, on every sample page:
 * - 1.4.13: Escape dismisses every hover or focus popup, with focus elsewhere (in the search field);
 * - 2.4.11: no element is covered by another at the moment it gets focus (a Tab walk through the
 *   page at 375 and 1280 px, `elementFromPoint` at the focused box);
 * - 1.4.11 / 2.4.7: every control reached by Tab shows a focus indicator (outline or box-shadow ring,
 *   as painted at that moment) of ≥ 3:1 against the colour it is drawn on. (Pixel comparison of
 *   screenshots was tried: each capture waits ~1 s for a frame in headless Chromium, 16 pages × dozens
 *   of controls would not fit the CI run; the toast and bar rings are also compared colour by colour in
 *   a11y-overlays.e2e.ts.)
 * Sideways scrolling at 320 px and announcement counts per action are checked in every open state by
 * the sweep (a11y-sweep.e2e.ts).
 */
import { beforeEach, describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { contrast } from '../fixtures/contrast';
import { expectedAt } from './expected-islands';
import { baseURL, openReady, resetMockShop, samplePages, type Sample, tooltipOf, test } from './harness';

beforeEach(resetMockShop);

/** A basket with lines, so the mini-basket popup has something to show. */
const basketWithLines = async (_page: Page, context: BrowserContext) => {
  await context.addCookies([{ name: 'mock_basket', value: '2', url: baseURL() }]);
};

interface HoverPopup {
  name: string;
  island: string;
  /** What the pointer rests on. */
  hover: string;
  /** Whether the popup shows. */
  shown(page: Page): Promise<boolean>;
}

const HOVER_POPUPS: HoverPopup[] = [
  {
    name: 'mega-menu',
    island: 'category-menu',
    hover: '#menu_categories .navbar-nav > li:has(> .nav-link-expand)',
    shown: (page) => page.locator('#menu_categories .nav-link-expand[aria-expanded=true]').count().then((n) => n > 0),
  },
  {
    name: 'mini-basket popup',
    island: 'mini-basket',
    hover: '#menu_basket',
    shown: (page) => page.locator('#menu_basket .top_basket__details').isVisible(),
  },
  {
    name: 'tooltip',
    island: 'tooltips',
    hover: '.showTip, .showTip_basket, span.btn_note',
    // The tooltip among the trigger's descriptions (before the island wakes, the server's own content is one).
    shown: (page) =>
      page
        .locator('.showTip, .showTip_basket, span.btn_note')
        .first()
        .evaluate((el) =>
          (el.getAttribute('aria-describedby') ?? '').split(/\s+/).some((id) => {
            const tip = id ? el.ownerDocument.getElementById(id) : null;
            return tip?.getAttribute('role') === 'tooltip' && tip.checkVisibility({ visibilityProperty: true });
          }),
        ),
  },
];

describe.each(samplePages())('%s', (file) => {
  test('1280 px: Escape dismisses every hover and focus popup while focus is elsewhere', async () => {
    const islands = expectedAt(file, 4) ?? [];
    const here = HOVER_POPUPS.filter((p) => islands.includes(p.island));
    const s = await openReady(file, { view: 4, beforeGoto: basketWithLines });
    for (const popup of here) {
      const target = s.page.locator(popup.hover).first();
      if (!(await target.count())) continue;
      await target.scrollIntoViewIfNeeded();
      // Focus in the search field, the pointer on the popup's trigger.
      await s.page.locator('#menu_search_text').focus({ timeout: 2000 }).catch(() => undefined);
      await target.hover();
      await expect.poll(() => popup.shown(s.page), { message: `${file}: ${popup.name} opens on hover` }).toBe(true);
      await s.page.keyboard.press('Escape');
      await expect.poll(() => popup.shown(s.page), { message: `${file}: Escape dismisses the hovered ${popup.name}` }).toBe(false);
      await s.page.mouse.move(0, 0);
    }
    // Focus popups: a tooltip shown by focusing its trigger goes on Escape, focus stays.
    if (islands.includes('tooltips')) {
      const trigger = s.page.locator('.showTip, .showTip_basket, span.btn_note').first();
      if (await trigger.count()) {
        await trigger.scrollIntoViewIfNeeded();
        await expect.poll(() => trigger.getAttribute('tabindex')).not.toBeNull();
        await trigger.focus();
        const tip = await tooltipOf(trigger);
        await expect.poll(() => tip.isVisible()).toBe(true);
        await s.page.keyboard.press('Escape');
        await expect.poll(() => tip.isVisible(), { message: `${file}: Escape dismisses the focused tooltip` }).toBe(false);
        expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      }
    }
    expect(s.pageErrors).toEqual([]);
  });

  test.each([1, 4] as const)('view %i: no control is covered when it gets focus; every focus indicator ≥ 3:1', async (view) => {
    const s = await openReady(file, { view });
    await s.page.mouse.move(0, 0);
    const covered = await tabWalk(s);
    expect.soft(covered.obscured, `${file} view ${view}: focused controls covered by another element`).toEqual([]);
    expect.soft(covered.weakRings, `${file} view ${view}: focus indicators under 3:1`).toEqual([]);
    expect(covered.visited, 'the walk reached controls').toBeGreaterThan(3);
  });
});

interface FocusSnapshot {
  label: string;
  box: { x: number; y: number; width: number; height: number } | null;
  /** The focus indicator's colours (outline, box-shadow rings) and the colour each is drawn on. */
  ring: { colours: string[]; on: string };
  /** Set when the focused box's centre shows another element. */
  coveredBy: string | null;
  atBody: boolean;
}

/** Tabs through the page once; at each stop checks that the control is not covered and that its focus indicator shows ≥ 3:1. */
async function tabWalk(s: Sample): Promise<{ visited: number; obscured: string[]; weakRings: string[] }> {
  const obscured: string[] = [];
  const weakRings: string[] = [];
  let first = '';
  let visited = 0;
  await s.page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (let i = 0; i < 400; i++) {
    await s.page.keyboard.press('Tab');
    let snap = await s.page.evaluate(snapshotFocus);
    // Content still arriving above (a hotspot zone filling as it nears the window) can move the page
    // for a moment: a control seen covered is looked at again after a few painted frames.
    for (let again = 0; snap.coveredBy && again < 3; again++) {
      await s.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      snap = await s.page.evaluate(snapshotFocus);
    }
    if (snap.atBody || snap.label === first) break;
    first ||= snap.label;
    if (!snap.box) continue;
    visited++;
    if (snap.coveredBy) obscured.push(`${snap.label} under ${snap.coveredBy}`);
    const best = Math.max(0, ...snap.ring.colours.map((c) => contrast(c, snap.ring.on)));
    if (best < 3) weakRings.push(`${snap.label}: ${snap.ring.colours.join(' + ') || 'no outline or ring'} on ${snap.ring.on} (${best.toFixed(2)}:1)`);
  }
  return { visited, obscured, weakRings };
}

/** Runs in the page: the focused element, its box and what its centre shows. */
function snapshotFocus(): FocusSnapshot {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement)
    return { label: 'body', box: null, ring: { colours: [], on: '' }, coveredBy: null, atBody: true };
  const describeEl = (e: Element) =>
    `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.classList.length ? `.${[...e.classList].join('.')}` : ''}`;
  const label = `${describeEl(el)}${el.textContent?.trim() ? ` "${el.textContent.trim().slice(0, 30)}"` : ''}`;
  // A visually hidden control (a styled radio) shows its focus on its label.
  let shown: Element = el;
  const r0 = el.getBoundingClientRect();
  const labels = (el as HTMLInputElement).labels;
  if ((r0.width <= 2 || r0.height <= 2) && labels?.[0]) shown = labels[0];
  const r = shown.getBoundingClientRect();
  const ring = { colours: [] as string[], on: 'rgb(255, 255, 255)' };
  if (r.width < 1 || r.height < 1) return { label, box: null, ring, coveredBy: null, atBody: false };
  const bg = (e: Element | null): string => {
    for (let x = e; x; x = x.parentElement) {
      const c = getComputedStyle(x).backgroundColor;
      if (c && c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') return c;
    }
    return 'rgb(255, 255, 255)';
  };
  // The ring's colours as painted now: an outline (drawn outside unless its offset is negative) and
  // box-shadow rings (their colours; an inset shadow is drawn on the control's own background).
  const ringOn = getComputedStyle(shown);
  if (ringOn.outlineStyle !== 'none' && parseFloat(ringOn.outlineWidth) >= 1) ring.colours.push(ringOn.outlineColor);
  for (const m of ringOn.boxShadow.matchAll(/rgba?\([^)]*\)/g)) if (!/,\s*0\)$/.test(m[0])) ring.colours.push(m[0]);
  ring.on = parseFloat(ringOn.outlineOffset) < 0 || /inset/.test(ringOn.boxShadow) ? bg(shown) : bg(shown.parentElement);
  const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
  const hit = document.elementFromPoint(x, y);
  const mine = (h: Element | null) =>
    !!h && (shown.contains(h) || el.contains(h) || h.contains(el) || (!!labels && [...labels].some((l) => l.contains(h))));
  // Covered: the centre shows a positioned layer (fixed, sticky or absolute: a sticky header, a fixed
  // bar, back-to-top, a tooltip or popup) that is not around the control. An in-flow element there
  // means the page moved under the pointer (content still arriving above), not that something covers it.
  const layer = (h: Element): Element | null => {
    for (let layerEl: Element | null = h; layerEl && layerEl !== document.body; layerEl = layerEl.parentElement) {
      if (layerEl.contains(el)) return null;
      if (/^(fixed|sticky|absolute)$/.test(getComputedStyle(layerEl).position)) return layerEl;
    }
    return null;
  };
  const over = hit && !mine(hit) ? layer(hit) : null;
  const coveredBy = over ? `${describeEl(over)}${over !== hit ? ` (${describeEl(hit!)})` : ''}` : null;
  return { label, box: { x: r.left, y: r.top, width: r.width, height: r.height }, ring, coveredBy, atBody: false };
}
