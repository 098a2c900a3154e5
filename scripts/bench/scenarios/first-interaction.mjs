/* global Navigator, document */
/**
 * The cold first interaction on a fresh page → painted, for the record: the page loaded and settled with the
 * data saver on (nothing warmed up), nothing touched, the islands concerned still waiting for the shopper
 * (the renderer not evaluated). The interaction is sent as a tap sends it (pointerdown, then the click; no
 * hover first, so nothing could start loading earlier), and the time runs from it to the frame that shows the
 * result. It includes waking: the renderer's and the island's chunks fetched and evaluated, the first render, the
 * held click handled, the shop's answer (the mock answers at once). The mega-menu (a DOM island, awake at
 * idle) and the first query (the search's own scenario: woken by focus, answer → painted) are timed by their
 * own scenarios.
 */

/** In the page: resolves with performance.now() of the frame after `done()` first holds (checked on each DOM change). */
export const paintedWhen = `(done) => new Promise((resolve) => {
  const painted = () => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  });
  const check = () => {
    if (!done()) return false;
    observer.disconnect();
    painted();
    return true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true, characterData: true });
  check();
})`;

/** In the page: a tap on `el` as a phone sends it (pointerdown, then click), at performance.now(). */
export const tap = `(el) => {
  const start = performance.now();
  el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
  el.click();
  return start;
}`;

async function timeTap(ctx, { target, done }) {
  const t0 = await ctx.now();
  const result = await ctx.page.evaluate(
    `(async () => {
      const el = document.querySelector(${JSON.stringify(target)});
      if (!el) return null;
      const painted = (${paintedWhen})(() => (${done})());
      const start = (${tap})(el);
      return { start, end: await painted };
    })()`,
  );
  return { ms: result ? result.end - result.start : null, tbt: await ctx.blockingSince(t0), jsGzip: await ctx.jsBytesSince(t0) };
}

/**
 * In the page, before its scripts: the shopper's data saver on, so the islands warm nothing up at idle
 * (core/mount/warm-up.ts) and the first interaction is cold, as on a connection that says Save-Data.
 */
export const saveDataOn = () => {
  Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
};

/** One init script of several functions, each run in turn before the page's scripts. */
export const initScriptOf = (fns) => fns.map((fn) => `(${fn})();`).join('\n');

/**
 * A scenario: on `sample` (at `view`), Save-Data on (and `initScripts` run), a tap on `target` → the frame in
 * which `done` holds.
 */
const tapScenario = ({ name, sample, view, target, done, initScripts = [] }) => ({
  name,
  sample,
  view,
  beforeGoto: initScriptOf([saveDataOn, ...initScripts]),
  async run(ctx) {
    const r = await timeTap(ctx, { target, done });
    return { firstPaintedMs: r.ms, tbt: r.tbt, jsGzipAfter: r.jsGzip };
  },
});

// XL (not the page's size): the held tap is handled by the sizes island, the size's data loaded, the prices shown.
export const firstSize = tapScenario({
  name: 'first interaction: choose a size → prices painted',
  sample: 'projector-101.html',
  target: '#projector_sizes_section [data-size-type="5"]',
  done: `() => document.getElementById('projector_price_value')?.getAttribute('data-price') === '199.99'`,
});

/**
 * In the page, before its scripts: the shopper's basket holds two lines (the mock shop seeds it from the
 * `mock_basket` cookie), as the header the server rendered says it is not empty.
 */
export const basketOfTwo = () => {
  document.cookie = 'mock_basket=2; path=/';
};

/**
 * The mini-basket is open: the island has read the shopper's basket and rendered its lines into the popup
 * (not only mounted: its first frame shows the server's link and the details' skeleton while it reads).
 */
export const BASKET_SHOWN = `() => document.querySelector('#menu_basket[data-storefront-mini-basket="mounted"] #menu_basket_details .top_basket__product') !== null`;

// The header basket on the desktop: the tap wakes the island, which reads the basket and renders its lines.
export const firstBasket = tapScenario({
  name: 'first interaction: open the mini-basket → painted',
  sample: 'main.html',
  view: 3,
  target: '#menu_basket',
  done: BASKET_SHOWN,
  initScripts: [basketOfTwo],
});

// The buy button: held, handled by product-buy once awake (the add posted), the added dialog shown.
export const firstAdd = tapScenario({
  name: 'first interaction: add to basket → dialog painted',
  sample: 'projector-101.html',
  target: '#projector_button_basket',
  done: `() => { const d = document.querySelector('[role=dialog][aria-modal=true]'); return !!d && d.getClientRects().length > 0; }`,
});
