/** Injected-content checks: the XSS corpus's hits and every element poked as a shopper would. */
import type { Page } from 'playwright-core';

// Injected-content checks

/** Installs `window[hit](id)` recording onto `window.__hits` from the first byte (the XSS corpus calls it). */
export async function spyOnXssHits(page: Page, hit: string): Promise<void> {
  await page.addInitScript((name) => {
    const w = window as unknown as Record<string, unknown> & { __hits: number[] };
    w.__hits = [];
    w[name] = (id: number) => w.__hits.push(id);
  }, hit);
}

/** The ids `spyOnXssHits` recorded. */
export const xssHits = (page: Page): Promise<number[]> => page.evaluate(() => (window as unknown as { __hits: number[] }).__hits);

/** Pokes every element under `selector` as a shopper and the browser would (hover, focus, load/error, toggle; clicks kept from navigating), then waits. */
export const pokeAll = (page: Page, selector: string): Promise<void> =>
  page.evaluate(async (sel) => {
    for (const el of document.querySelectorAll(`${sel} *`)) {
      for (const type of ['mouseover', 'focus', 'animationstart', 'load', 'error', 'toggle', 'begin']) el.dispatchEvent(new Event(type));
      el.addEventListener('click', (e) => e.preventDefault(), { once: true });
      (el as HTMLElement).click?.();
    }
    await new Promise((r) => setTimeout(r, 500));
  }, selector);
