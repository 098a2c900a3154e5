// Every island's chunk and load job, by name (src/registry.ts says where and when; this file, not in the
// entry, says what). Fetched with the first island that wakes or the first load job, after the page's load.
import type { IslandModule, LoadJob, RegistryEntry } from '../core/mount/types';
import { warmUp, warmUpRefusal, type WarmUpStep } from '../core/mount/warm-up';
import type { IslandName, JobIsland } from './registry';

// generated:chunks:start (node scripts/build-reference.mjs writes these maps from the registry: do not edit)
/** Every registry row's chunk. */
export const islands: Record<IslandName, () => Promise<IslandModule>> = {
  'product-form': () => import('../islands/product-form'),
  'product-sizes': () => import('../islands/product-sizes'),
  'product-prices': () => import('../islands/product-prices'),
  'product-status': () => import('../islands/product-status'),
  'product-subscription': () => import('../islands/product-subscription'),
  'product-rebates': () => import('../islands/product-rebates'),
  'product-buy': () => import('../islands/product-buy'),
  'product-notify': () => import('../islands/product-notify'),
  'product-points': () => import('../islands/product-points'),
  'product-stocks': () => import('../islands/product-stocks'),
  modal: () => import('../islands/modal'),
  'region-forced': () => import('../islands/region-forced'),
  instalments: () => import('../islands/instalments'),
  'live-search': () => import('../islands/live-search'),
  'mini-basket': () => import('../islands/mini-basket'),
  'category-menu': () => import('../islands/category-menu'),
  'mobile-grid': () => import('../islands/mobile-grid'),
  'settings-menu': () => import('../islands/settings-menu'),
  'shopping-lists': () => import('../islands/shopping-lists'),
  'shopping-list-dialog': () => import('../islands/shopping-list-dialog'),
  'footer-links': () => import('../islands/footer-links'),
  'logout-cleanup': () => import('../islands/logout-cleanup'),
  bulk: () => import('../islands/bulk'),
  'partial-load': () => import('../islands/partial-load'),
  'passkey-sign-in': () => import('../islands/passkey-sign-in'),
  'passkey-register': () => import('../islands/passkey-register'),
  'page-scroll': () => import('../islands/page-scroll'),
  'back-to-top': () => import('../islands/back-to-top'),
  'form-validator': () => import('../islands/form-validator'),
  calendar: () => import('../islands/calendar'),
  'file-upload': () => import('../islands/file-upload'),
  toasts: () => import('../islands/toasts'),
  dropdown: () => import('../islands/dropdown'),
  bars: () => import('../islands/bars'),
  banners: () => import('../islands/banners'),
  'view-switch': () => import('../islands/view-switch'),
  tooltips: () => import('../islands/tooltips'),
  hotspots: () => import('../islands/hotspots'),
  'lazy-images': () => import('../islands/lazy-images'),
  navigation: () => import('../islands/navigation'),
};

/** The load jobs of the rows marked `job: true`: DOM-only, never importing React; see LoadJob in core/mount/types.ts. */
export const jobs: Record<JobIsland, () => Promise<{ default: LoadJob }>> = {
  'product-form': () => import('../islands/product-form/job'),
  'product-prices': () => import('../islands/product-prices/job'),
  'product-buy': () => import('../islands/product-buy/job'),
  'product-points': () => import('../islands/product-points/job'),
  modal: () => import('../islands/modal/job'),
  'live-search': () => import('../islands/live-search/job'),
  'mini-basket': () => import('../islands/mini-basket/job'),
  'shopping-list-dialog': () => import('../islands/shopping-list-dialog/job'),
  'passkey-sign-in': () => import('../islands/passkey-sign-in/job'),
  'passkey-register': () => import('../islands/passkey-register/job'),
  calendar: () => import('../islands/calendar/job'),
  tooltips: () => import('../islands/tooltips/job'),
};
// generated:chunks:end

/** What the debug overlay's report quotes: the console's `[storefront…]` lines and the failures the entry announced. */
export interface Heard {
  lines: string[];
  failures: Array<{ name: string; message: string }>;
}

/**
 * From now on, every `[storefront…]` line the console gets (its first argument, the message as the islands
 * write it; not the overlay's own `[storefront:debug]` print) and every storefront:island-failed.
 */
export function listen(win: Window & typeof globalThis = window): Heard {
  const heard: Heard = { lines: [], failures: [] };
  for (const level of ['error', 'warn', 'info'] as const) {
    const real = win.console[level];
    win.console[level] = (...args: unknown[]) => {
      const line = args[0];
      if (typeof line === 'string' && /^\[storefront(?!:debug\])/.test(line) && !heard.lines.includes(line)) heard.lines.push(line);
      real.apply(win.console, args);
    };
  }
  win.document.addEventListener('storefront:island-failed', (e) => void heard.failures.push((e as CustomEvent<Heard['failures'][number]>).detail));
  return heard;
}

/**
 * The debug overlay (core/debug/overlay.ts): with `?storefront-debug` in the address or
 * `localStorage.storefrontDebug = 1`, the first island or load job to load (on every page the bulk call's, at
 * the load event) starts it, in a chunk of its own: not in the entry, whose 4 KB it would not fit, and never
 * without the flag. What the console says from then on is kept for its report (listen, above).
 */
let debugChecked = false;
function debugOnce(registry: RegistryEntry[]): void {
  if (debugChecked) return;
  debugChecked = true;
  let on = /storefront-debug/.test(location.search);
  try {
    on ||= localStorage.getItem('storefrontDebug') === '1';
  } catch {
    /* storage off: the address alone decides */
  }
  if (!on) return;
  const heard = listen();
  void import('../core/debug/overlay').then((m) => m.start(registry, heard));
}

/**
 * What the idle warm-up evaluates (core/mount/warm-up.ts), in this order, when the island's container is
 * on the page and still waiting: the islands of the page's main task, whose first tap must not wait for
 * their code. The product islands on a product page (a size, the buy button); the header's basket and
 * search on every page (in every page's first viewport). The renderer comes first: every one of them needs it.
 */
export const WARM_UP = [
  'product-prices',
  'product-form',
  'product-points',
  'product-subscription',
  'product-rebates',
  'mini-basket',
  'live-search',
] as const satisfies readonly IslandName[];

/**
 * Warm-up islands with no renderer (`dom: true` in the registry): evaluated before it, each a small step,
 * where their own load job has not started them already (the prices' does, where the warm-up may run).
 */
export const WARM_UP_DOM: ReadonlySet<IslandName> = new Set<IslandName>(['product-prices']);

/** The page has a DOM island of its main task (the prices on a product page), whatever its state. */
const hasDomMainTask = (doc: Document): boolean => [...WARM_UP_DOM].some((name) => doc.querySelector(`[data-storefront-${name}]`));

/**
 * The warm-up's steps on this page: the DOM islands' chunks first (a few milliseconds each, and a size's new
 * price needs nothing else), then the renderer and its rehearsal, then each other waiting island's chunk.
 */
export function warmUpSteps(doc: Document): WarmUpStep[] {
  const waiting = WARM_UP.filter((name) => doc.querySelector(`[data-storefront-${name}="waiting"]`));
  const step = (name: IslandName): WarmUpStep => ({ name, load: islands[name] });
  const rendered = waiting.filter((name) => !WARM_UP_DOM.has(name));
  return [
    // Small and without the renderer: they wait 100 ms at most for an idle period (their own load job may
    // have started them by then).
    ...waiting.filter((name) => WARM_UP_DOM.has(name)).map((name) => ({ ...step(name), wait: 100 })),
    ...(rendered.length
      ? [
          // On a page with a DOM island of the main task (a product page: its first tap is a size's), the
          // renderer is not left to the page's first idle period either, which a busy page may give only
          // after that tap.
          { name: 'renderer', load: () => import('../core/mount/react-ready').then((m) => m.ready()), ...(hasDomMainTask(doc) ? { wait: 300 } : {}) },
          { name: 'rehearsal', load: () => import('../core/mount/rehearse').then((m) => m.rehearse()) },
          ...rendered.map(step),
        ]
      : []),
  ];
}

let warming = false;
/** Starts the warm-up once, with the first load job (after the page's load event), where the browser allows it. */
function warmUpOnce(win: Window & typeof globalThis = window): void {
  if (warming) return;
  warming = true;
  if (warmUpRefusal(win.navigator) !== null) return;
  // A small DOM step (the prices on a product page): the first idle period is not waited for long.
  warmUp(() => warmUpSteps(win.document), win, hasDomMainTask(win.document) ? 100 : undefined);
}

/** An island's chunk, by name; `registry`: the entry's, for the debug overlay. */
export const island = (name: IslandName, registry: RegistryEntry[]) => (debugOnce(registry), islands[name]());
/** An island's load job, by name; `registry`: the entry's, for the debug overlay. */
export const job = (name: JobIsland, registry: RegistryEntry[]) => (debugOnce(registry), warmUpOnce(), jobs[name]());
