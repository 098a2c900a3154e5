// Coexistence with the shop theme's own scripts (reference section 19). The theme queues its features
// with app_shop.run(fn, views, selector) in app_shop.fnrun, and app_shop.runApp() runs them; our
// module script runs after that. The rule: a container is never handled twice, and the theme wins
// until its author hands the feature over. An island whose theme counterpart is queued does not
// mount; removing the theme's entry (docs: the migration table, the hand-over snippet) lets it.

/** The theme's queued run selectors, and whether its runtime (runApp, which sends get.php) is there. */
export interface ThemeQueue {
  selectors: string[];
  runApp: boolean;
}

/** Marker in an entry's `theme` list for "the theme's runtime itself" (its get.php batch). */
export const THEME_RUNTIME = 'app_shop.runApp';

export function readThemeQueue(win: Window): ThemeQueue {
  const shop = (win as unknown as { app_shop?: { fnrun?: unknown; runApp?: unknown } }).app_shop;
  const selectors: string[] = [];
  const fnrun = shop && typeof shop.fnrun === 'object' && shop.fnrun !== null ? (shop.fnrun as Record<string, unknown>) : {};
  for (const list of Object.values(fnrun)) {
    if (!Array.isArray(list)) continue;
    for (const e of list) if (e && typeof (e as { w?: unknown }).w === 'string') selectors.push((e as { w: string }).w);
  }
  return { selectors, runApp: typeof shop?.runApp === 'function' };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The theme entry that handles this island's feature, or null. `#menu_basket` also matches `#menu_basket:not(.--hide)`. */
export function themeOwner(theme: readonly string[] | undefined, queue: ThemeQueue): string | null {
  for (const sel of theme ?? []) {
    if (sel === THEME_RUNTIME) {
      if (queue.runApp) return THEME_RUNTIME;
      continue;
    }
    const own = new RegExp(`^${escape(sel)}(?![-_a-zA-Z0-9])`);
    const hit = queue.selectors.find((w) => own.test(w.trim()));
    if (hit !== undefined) return hit;
  }
  return null;
}
