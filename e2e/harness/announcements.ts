/** Live-region announcements, recorded in the page from its first byte. */
import type { Page } from 'playwright-core';

/** What live regions said: one entry per region whose text changed to something new and non-empty. */
export type Said = Array<{ region: string; role: string; text: string }>;

/**
 * Installed before the page's scripts (page.addInitScript): each time a live region's text (aria-live
 * other than off, role status/alert/log) changes to something new and non-empty within one mutation
 * batch is one announcement, recorded on window.__said with the region (tag#id.class) and its role.
 */
export function announcementRecorder(): void {
  const w = window as unknown as { __said: Array<{ region: string; role: string; text: string }> };
  w.__said = [];
  const last = new WeakMap<Element, string>();
  const LIVE = '[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log]';
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''}`;
  const observe = () =>
    new MutationObserver((records) => {
      const touched = new Set<Element>();
      for (const r of records) {
        const node = r.target instanceof Element ? r.target : r.target.parentElement;
        const region = node?.closest(LIVE);
        if (region) touched.add(region);
      }
      for (const region of touched) {
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text && text !== last.get(region)) w.__said.push({ region: describe(region), role: region.getAttribute('role') ?? '', text });
        last.set(region, text);
      }
    }).observe(document, { childList: true, characterData: true, subtree: true });
  if (document.documentElement) observe();
  else document.addEventListener('readystatechange', observe, { once: true });
}

/** Everything `announcementRecorder` has recorded so far. */
export const said = (page: Page): Promise<Said> => page.evaluate(() => (window as unknown as { __said: Said }).__said ?? []);
/** Clears the record (the next action starts from none). */
export const forgetSaid = (page: Page): Promise<void> => page.evaluate(() => void ((window as unknown as { __said: Said }).__said = []));
/** Announcements grouped by region. */
export const byRegion = (list: Said): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const { region, text } of list) (out[region] ??= []).push(text);
  return out;
};
