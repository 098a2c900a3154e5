/** Waking the islands as a shopper would, and waiting for them on the page's own events. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { registry } from '../../src/registry';
import { PRODUCT_WAKE } from '../../islands/product-form/job';
import { timed } from './timed';

/**
 * Scrolls to the bottom in steps of ¾ viewport so every 'visible' trigger gets its chance. The
 * triggers are armed only after the load event (core/mount/triggers/index.ts), so the pass starts
 * after it; a container a pass went by before its trigger was armed (a slow machine) is then
 * scrolled to, as a shopper scrolling back would.
 */
export const scrollThrough = (page: Page): Promise<void> => timed('scroll through', () => scrollThroughNow(page));
async function scrollThroughNow(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // Two painted frames per step; a page that paints none for 2 s (a starved renderer: seen under load, a
  // test then hung here for its whole 90 s with nothing named) goes on without them, and the stall is
  // counted and named below, so what follows (the zones' IntersectionObservers) fails or passes on its own.
  const visibleNames = registry.filter((e) => e.trigger === 'visible').map((e) => e.name);
  const stalls = await page.evaluate(async (names) => {
    let stalled = 0;
    // After a first stall, a short wait per step: a page that paints nothing would otherwise spend 2 s per step.
    const frame = () =>
      new Promise<void>((r) => {
        const late = setTimeout(() => {
          stalled++;
          r();
        }, stalled ? 200 : 2000);
        requestAnimationFrame(() => requestAnimationFrame(() => (clearTimeout(late), r())));
      });
    const step = Math.max(200, Math.floor(window.innerHeight * 0.75));
    for (let y = 0, i = 0; i < 400; i++) {
      window.scrollTo(0, y);
      // Two frames: the position is rendered and the IntersectionObservers have looked at it.
      await frame();
      const max = document.documentElement.scrollHeight - window.innerHeight;
      if (y >= max) break;
      y = Math.min(y + step, max);
    }
    // A container the pass went by before its trigger was armed: scrolled to, as a shopper scrolling back would.
    for (const name of names) {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(`[data-storefront-${name}="waiting"]`))) {
        if (!el.checkVisibility()) continue;
        el.scrollIntoView({ block: 'center' });
        await frame();
      }
    }
    return stalled;
  }, visibleNames);
  if (stalls) {
    console.warn(`[e2e] scrolling through, the page painted no frame for 2 s ${stalls} times (${expect.getState().currentTestName ?? ''})`);
    // A busy machine, or a page that stopped producing frames for good (FRAME_STALL): 8 s more tell them apart.
    if (!(await paints(page)) && !(await paints(page))) throw frameStall('after scrolling through');
  }
}

/**
 * The shopper's first intent on the product form (the product islands wait for it): sends the
 * product islands' shared wake, as islands/product-form/job.ts does on the first pointer, touch, focus or key
 * in #projector_form (and as a theme may), then waits until none of them is waiting or loading. A page
 * without product islands returns at once.
 */
export async function wakeProduct(page: Page): Promise<void> {
  const names = registry.filter((e) => e.wakeOn === PRODUCT_WAKE).map((e) => e.name);
  await timed('wake the product islands', async () => {
    await page.waitForLoadState('load');
    await page.evaluate((type) => document.dispatchEvent(new CustomEvent(type)), PRODUCT_WAKE);
    await page.waitForFunction(
      (islands) =>
        islands.every((n) =>
          Array.from(document.querySelectorAll(`[data-storefront-${n}]`)).every((el) => !['waiting', 'loading'].includes(el.getAttribute(`data-storefront-${n}`) ?? '')),
        ),
      names,
    );
  });
}

/**
 * A shopper's Tab onto a marked native select (`select`, a CSS selector): the dropdown island, which waits
 * for that intent, wakes and the focus goes on to its combobox, returned.
 */
export async function focusDropdown(page: Page, select: string): Promise<Locator> {
  const native = page.locator(select).first();
  await native.focus();
  const id = await native.getAttribute('id');
  const combo = page.locator(`[role=combobox][id="${id}_combobox"]`);
  await expect.poll(() => combo.evaluate((el) => el === document.activeElement).catch(() => false), { message: `${select}: its combobox has the focus` }).toBe(true);
  return combo;
}

/** Fires the 'interaction' trigger (a pointerover on the container) of islands still waiting for one. */
export async function wakeInteractionIslands(page: Page): Promise<string[]> {
  const names = registry.filter((e) => e.trigger === 'interaction').map((e) => e.name);
  return timed('wake the interaction islands', () => page.evaluate((islands) => {
    const woken: string[] = [];
    for (const name of islands) {
      document.querySelectorAll(`[data-storefront-${name}="waiting"]`).forEach((el) => {
        el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        woken.push(name);
      });
    }
    return woken;
  }, names));
}

export interface IslandStates {
  /** Every claimed container: island name → its state. */
  states: { name: string; state: string; element: string }[];
  loading: number;
  sinceLastChange: number;
}

export async function islandStates(page: Page): Promise<IslandStates> {
  // Element descriptions read 'div#menu_basket.menu_basket' in failure messages.
  return page.evaluate(() => {
    const describe = (el: Element) =>
      el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + Array.from(el.classList).slice(0, 3).map((c) => `.${c}`).join('');
    const states: { name: string; state: string; element: string }[] = [];
    let loading = 0;
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (!attr.name.startsWith('data-storefront-') || attr.name === 'data-storefront-inserted') continue;
        states.push({ name: attr.name.slice('data-storefront-'.length), state: attr.value, element: describe(el) });
        if (attr.value === 'loading') loading++;
      }
    }
    const rec = (window as unknown as { __storefrontE2E?: { lastChange: number } }).__storefrontE2E;
    return { states, loading, sinceLastChange: performance.now() - (rec?.lastChange ?? 0) };
  });
}

/**
 * Waits until the islands have settled, on the page's own events, never on a span of time:
 * no container is 'loading' and two rounds in a row passed without a data-storefront-* change.
 * A round is an idle callback (it runs once every queued task has run, so the triggers armed one
 * per task after the load event are armed, and after the idle triggers' own idle callbacks, which
 * were asked for before it) followed by two frames (a 'visible' trigger's IntersectionObserver
 * reports in the rendering step of the first). A trigger that fires flips 'waiting' to 'loading'
 * synchronously, so 'waiting' after that is a trigger that has not fired.
 */
export const waitForIslands = (page: Page, options: { timeout?: number } = {}): Promise<IslandStates> =>
  timed('wait for islands', () => settle(page, options));
async function settle(page: Page, { timeout = 20_000 } = {}): Promise<IslandStates> {
  const deadline = Date.now() + timeout;
  await page.waitForLoadState('load');
  let quietRounds = 0;
  let stalls = 0;
  let changes = 0;
  for (;;) {
    const round = await page.evaluate(() => {
      const w = window as unknown as { __storefrontE2E?: { changes: number; log: { name: string; state: string }[] } };
      const rec = () => w.__storefrontE2E?.changes ?? 0;
      const before = rec();
      const last = () => (w.__storefrontE2E?.log ?? []).slice(-4).map((x) => `${x.name}=${x.state}`);
      return new Promise<{ changed: boolean; stalled: boolean; last: string[] }>((r) => {
        const done = (stalled: boolean) => r({ changed: rec() !== before, stalled, last: last() });
        const frame = (cb: () => void) => requestAnimationFrame(() => requestAnimationFrame(cb));
        const ric = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 50));
        ric(() => frame(() => done(false)), { timeout: 3000 });
        // A page that renders no frames does not hold the round up for ever.
        setTimeout(() => done(true), 8000);
      });
    });
    const s = await islandStates(page);
    // Two rounds in a row without a painted frame: the page has stopped producing frames (FRAME_STALL).
    stalls = round.stalled ? stalls + 1 : 0;
    if (stalls >= 2) throw frameStall(`waiting for the islands (last changes: ${round.last.join(' ') || '(none)'})`);
    if (round.changed) changes++;
    quietRounds = round.changed || round.stalled || s.loading > 0 ? 0 : quietRounds + 1;
    if (quietRounds >= 2) return s;
    if (Date.now() > deadline) {
      const stuck = s.states.filter((x) => x.state === 'loading').map((x) => `${x.name} on ${x.element}`);
      throw new Error(
        `islands did not settle within ${timeout} ms; still loading: ${stuck.join(', ') || '(none)'}; ` +
          `rounds with a change: ${changes}, last changes: ${round.last.join(' ') || '(none)'}`,
      );
    }
  }
}

/**
 * The marker of a page that stopped producing frames: headless Chromium now and then leaves a visible page
 * with no compositor frame for good (requestAnimationFrame never runs again, timers do; seen on this
 * project's CI and full runs once or twice per 1,322 tests, on a different page each time, never alone;
 * reported elsewhere too: it does not recover on reload or bringToFront, a fresh page does). Nothing a
 * test could check on such a page means anything, so e2e/vitest.config.ts runs a test that ends with this
 * message once more, on a fresh context; any other failure is final.
 */
export const FRAME_STALL = '[frame stall]';
const frameStall = (where: string) =>
  new Error(`${FRAME_STALL} the page painted no frame for 16 s ${where}: headless Chromium stopped producing frames for it (${expect.getState().currentTestName ?? ''})`);

/** True when the page paints two frames within 8 s. */
const paints = (page: Page): Promise<boolean> =>
  page.evaluate(
    () =>
      new Promise<boolean>((r) => {
        setTimeout(() => r(false), 8000);
        requestAnimationFrame(() => requestAnimationFrame(() => r(true)));
      }),
  );

/**
 * Types `text` with `gapMs` between keys on the page's own clock (Playwright's; the page must have been
 * opened with `page.clock.install()`), then lets `afterMs` pass: a busy machine slowing the keystrokes
 * down cannot turn a gap into the end of typing. The clock flows normally again afterwards.
 */
export async function typeOnPageClock(page: Page, text: string, { gapMs = 150, afterMs = 600 } = {}): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  for (const key of text) {
    await page.keyboard.type(key);
    await page.clock.runFor(gapMs);
  }
  await page.clock.runFor(afterMs);
  await page.clock.resume();
}

/**
 * The shopper's pointer comes over the header basket (a `mouseover` on `#menu_basket`, no hover state):
 * the mini-basket reads the basket then, as the theme does, unless the page is from the shop's HTML
 * cache (it read it at load). For tests that need the shop's basket in the header.
 */
/**
 * The shopper's first pointing at the header basket: the mini-basket (which waits for it) wakes,
 * mounts and reads the basket. Already awake (a basket change woke it), it has read the basket then.
 */
export async function wakeBasket(page: Page): Promise<void> {
  await page.waitForSelector('#menu_basket[data-storefront-mini-basket]', { state: 'attached' });
  await page.dispatchEvent('#menu_basket', 'pointerover');
  await page.dispatchEvent('#menu_basket', 'mouseover');
  await page.waitForSelector('#menu_basket[data-storefront-mini-basket="mounted"]', { state: 'attached' });
}

/**
 * The tooltip describing `trigger`, once its island is awake: the tooltips wait for the shopper's hover,
 * focus or press on their trigger, and until then the trigger is described by the server's own
 * `.tooltipContent` (the load job) or its title. Give the trigger that intent first.
 */
export async function tooltipOf(trigger: Locator): Promise<Locator> {
  const described = () =>
    trigger.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(/\s+/).find((id) => id && el.ownerDocument.getElementById(id)?.getAttribute('role') === 'tooltip') ?? null);
  await expect.poll(described, { message: 'the trigger is described by its tooltip (its island woke)' }).not.toBeNull();
  return trigger.page().locator(`[role=tooltip][id="${await described()}"]`);
}
