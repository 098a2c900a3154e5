/** What belongs on the page: an oracle independent of core/mount/boot.ts, read from src/registry.ts. */
import type { Page } from 'playwright-core';
import { registry } from '../../src/registry';

export interface ExpectedContainer {
  name: string;
  trigger: string;
  element: string;
  /** The element the island is claimed on, as found by the registry's selectors. */
  index: number;
  /** The state attribute the runtime put on it (null: never claimed). */
  state: string | null;
  /** Whether the island must be mounted after scrolling through the page and interacting. */
  shouldMount: boolean;
  reason: string;
}

export interface Expected {
  pageType: string | null;
  view: number;
  containers: ExpectedContainer[];
  /** Islands with at least one container on the page (their chunk may load). */
  names: Set<string>;
  /** Claimed elements the registry does not account for: island name + element. */
  unexpectedClaims: { name: string; element: string }[];
}

/**
 * From src/registry.ts: which islands have a container on this page (default selectors on
 * their page types, `[data-island]` anywhere, never on skipPageTypes), and whether each
 * container must have mounted by now (its trigger can fire without more shopper input:
 * load, idle, interaction once woken, a matching view level, or 'visible' when rendered).
 */
export async function expectedIslands(page: Page): Promise<Expected> {
  const entries = registry.map((e) => ({
    name: e.name,
    selectors: e.selectors,
    pageTypes: e.pageTypes ?? null,
    skipPageTypes: e.skipPageTypes ?? [],
    cookies: e.cookies ?? null,
    trigger: typeof e.trigger === 'object' ? { views: e.trigger.views as number[] } : e.trigger,
  }));
  const result = await page.evaluate(
    (rows) => {
      const describe = (el: Element) =>
      el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + Array.from(el.classList).slice(0, 3).map((c) => `.${c}`).join('');
      const container = document.getElementById('container');
      const pageClass = container
        ? Array.from(container.classList).find((c) => c.length > 5 && c.endsWith('_page') && c !== 'registration_page')
        : undefined;
      const pageType = pageClass ? pageClass.slice(0, -5) : null;
      const marker = document.getElementById('viewType');
      const markerWidth = marker ? parseInt(getComputedStyle(marker).width, 10) : NaN;
      const w = window.innerWidth;
      const view = markerWidth >= 1 && markerWidth <= 4 ? markerWidth : w < 757 ? 1 : w < 979 ? 2 : w < 1200 ? 3 : 4;

      const containers: ExpectedContainer[] = [];
      const accounted = new Set<string>();
      const claimedKey = new Map<Element, Set<string>>();
      for (const e of rows) {
        if (pageType && e.skipPageTypes.includes(pageType)) continue;
        if (e.cookies && !e.cookies.some((name) => new RegExp(`(^|; )${name}=[^;]`).test(document.cookie))) continue;
        const byDefault = !e.pageTypes || (pageType !== null && e.pageTypes.includes(pageType));
        const selector = [...(byDefault ? e.selectors : []), `[data-island="${e.name}"]`].join(',');
        const trig = typeof e.trigger === 'string' ? e.trigger : `views:${e.trigger.views.join('|')}`;
        document.querySelectorAll(selector).forEach((el, index) => {
          const set = claimedKey.get(el) ?? new Set<string>();
          set.add(e.name);
          claimedKey.set(el, set);
          let shouldMount = true;
          let reason = trig;
          if (typeof e.trigger === 'object' && !e.trigger.views.includes(view)) {
            shouldMount = false;
            reason = `view ${view} not in ${e.trigger.views.join(',')}`;
          } else if (e.trigger === 'visible' && !(el as HTMLElement).checkVisibility?.()) {
            shouldMount = false;
            reason = 'visible trigger, container not rendered';
          }
          containers.push({
            name: e.name,
            trigger: trig,
            element: describe(el),
            index,
            state: el.getAttribute(`data-storefront-${e.name}`),
            shouldMount,
            reason,
          });
          accounted.add(e.name);
        });
      }
      const unexpectedClaims: { name: string; element: string }[] = [];
      for (const el of Array.from(document.querySelectorAll('*'))) {
        for (const attr of Array.from(el.attributes)) {
          if (!attr.name.startsWith('data-storefront-') || attr.name === 'data-storefront-inserted') continue;
          const name = attr.name.slice('data-storefront-'.length);
          if (!claimedKey.get(el)?.has(name)) unexpectedClaims.push({ name, element: describe(el) });
        }
      }
      return { pageType, view, containers, names: [...accounted], unexpectedClaims };
    },
    entries,
  );
  return { ...result, names: new Set(result.names) };
}
