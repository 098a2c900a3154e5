// Coexistence with the shop theme's own scripts (reference section 19). The theme queues its features
// with app_shop.run(fn, views, selector) in app_shop.fnrun, and app_shop.runApp() runs them; our
// module script runs after that. The rule: a container is never handled twice, and the theme wins
// until its author hands the feature over. An island whose theme counterpart is queued does not
// mount; removing the theme's entry (docs/platform-calls.md: the migration table) lets it.
// Part of the entry script, so kept small.

/** Marker in an entry's `theme` list for "the theme's runtime itself" (runApp, which sends get.php). */
export const THEME_RUNTIME = 'app_shop.runApp';

type Shop = { fnrun?: Record<string, unknown>; runApp?: unknown };

/**
 * The theme entry (its run selector, or THEME_RUNTIME) that handles a feature whose theme selectors
 * are `theme`, or null. `#menu_basket` also matches a refined `#menu_basket:not(.--hide)`, never `#menu_basket2`.
 */
export function themeOwner(theme: readonly string[] | undefined, win: Window): string | null {
  const shop = (win as unknown as { app_shop?: Shop }).app_shop;
  if (!theme || !shop) return null;
  const queued = Object.values(shop.fnrun ?? {})
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .map((e: { w?: unknown } | null) => e?.w)
    .filter((w): w is string => typeof w === 'string');
  for (const sel of theme) {
    if (sel === THEME_RUNTIME) {
      if (typeof shop.runApp === 'function') return sel;
    } else {
      const hit = queued.find((w) => w.startsWith(sel) && !/^[-\w]/.test(w.slice(sel.length)));
      if (hit !== undefined) return hit;
    }
  }
  return null;
}
