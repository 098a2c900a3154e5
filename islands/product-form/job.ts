import type { LoadJob } from '../../core/mount/types';
import { wokenAtLoad } from '../../core/product/woken-at-load';
import { readAppShop } from '../../core/page/globals';
import { onShopStore } from '../../core/store/store';
import { radioKeyTarget } from '../../core/dom/radio-keys';
import { heldClicks } from '../../core/mount/held';

// The event that wakes every product island at once; a theme may send it too.
export const PRODUCT_WAKE = 'storefront:product-wake';

// The islands it wakes (each registry entry's wakeOn; a unit test keeps the two in step).
export const PRODUCT_GROUP = [
  'product-form',
  'product-sizes',
  'product-prices',
  'product-status',
  'product-subscription',
  'product-rebates',
  'product-buy',
  'product-points',
] as const;

// The interaction trigger's events (core/mount/triggers/interaction.ts): a click comes alone from a screen
// reader's activation or a theme's link.click(). Only listened to here: the island it lands in holds it.
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

// Whether the shopper woke one of the group on its own container before the load event: it has left
// `waiting`, and no load job woke it to show what the theme shows at load (core/product/woken-at-load.ts).
const anyAwake = (form: HTMLElement): boolean =>
  PRODUCT_GROUP.some((name) => {
    const attr = `data-storefront-${name}`;
    const awake = (el: Element) => el.getAttribute(attr) !== 'waiting' && !wokenAtLoad.has(el);
    if (form.hasAttribute(attr) && awake(form)) return true;
    return Array.from(form.querySelectorAll(`[${attr}]`)).some(awake);
  });

/**
 * A page from the shop's HTML cache (app_shop.vars.cache_html): its stock and prices may be another moment's,
 * and the theme asks the chosen size's data again at load (initProductData). The islands wake at load to do
 * the same (the form's size loader asks the page's own size too).
 */
const fromCache = (win: Window): boolean => {
  const shop = readAppShop(null, 'the product islands take the page as fresh', win) as { vars?: { cache_html?: unknown } } | undefined;
  return !!shop?.vars?.cache_html;
};

/**
 * The size a plain click chooses before the sizes island is there: the server's size links
 * (`[data-size-type]` in #projector_sizes_section) while that island waits for the shopper or loads. The
 * store takes the choice at once, so the prices (a DOM island, no renderer) show the size's price in the
 * tap's next frame, as the theme's own handler does; the sizes island renders the choice when it mounts
 * and is given the held click too, which chooses the same size again (nothing changes). A size the
 * product data does not know, a modified or middle click, and a section the theme kept are left alone.
 */
export function sizeChosenEarly(event: MouseEvent): string | null {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('[data-size-type]');
  const section = link?.closest('#projector_sizes_section');
  const state = section?.getAttribute('data-storefront-product-sizes');
  if (!link || (state !== 'waiting' && state !== 'loading')) return null;
  return link.getAttribute('data-size-type');
}

/**
 * The size the last plain click on a server size link chose before this job was there: the sizes island's
 * trigger holds those clicks (core/mount/held.ts) while that island waits for the renderer, and gives them to it
 * once it is there. Null when none was held, or the section is past loading (the island has it, or the theme).
 */
export function sizeHeldEarly(doc: Document): string | null {
  const section = doc.getElementById('projector_sizes_section');
  const state = section?.getAttribute('data-storefront-product-sizes');
  if (!section || (state !== 'waiting' && state !== 'loading')) return null;
  const sizes = heldClicks(section).map((el) => el.closest('[data-size-type]')?.getAttribute('data-size-type') ?? null);
  return sizes.filter((size) => size !== null).at(-1) ?? null;
}

/**
 * The size a radio-group key chooses on the server's size links before the sizes island is there, and the
 * link that then has the focus: the island renders those links as an APG radio group (Space chooses the
 * focused size, arrows move with wrap and choose, Home and End go to the ends), so a key pressed while it
 * wakes does what it will do once it is there, instead of scrolling the page. Focus moves to that link, and
 * the island's first render gives it to the link's stand-in. A key with a modifier is left alone.
 */
export function sizeKeyEarly(event: KeyboardEvent): { type: string; link: HTMLElement } | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const from = (event.target as Element | null)?.closest?.('[data-size-type]');
  const section = from?.closest('#projector_sizes_section');
  const state = section?.getAttribute('data-storefront-product-sizes');
  if (!from || !section || (state !== 'waiting' && state !== 'loading')) return null;
  const links = Array.from(section.querySelectorAll<HTMLElement>('[data-size-type]'));
  const to = links[radioKeyTarget(event.key, links.indexOf(from as HTMLElement), links.length) ?? -1];
  const type = to?.getAttribute('data-size-type');
  return to && type ? { type, link: to } : null;
}

/**
 * The product form's load job: the product islands re-render what the server already rendered
 * (sizes, prices, status, the buy button), so none renders at load. They work as one (a size chosen
 * changes the prices, the status and the button), so the first sign of the shopper anywhere in
 * `#projector_form` (a pointer over it, a touch, focus, a key, a click) wakes them all together: PRODUCT_WAKE,
 * each island's wakeOn. The click that woke them is held by the island it was meant for (its own
 * interaction trigger) and handled once that island has mounted; a plain click on a size is also given to the
 * store at once (sizeChosenEarly), so the prices show it in the next frame, and so is a radio-group key on a
 * size (sizeKeyEarly). Found already woken by the
 * shopper, or with the pointer or the focus already in the form, or on a page from the shop's HTML cache, it
 * wakes them at once.
 */
const productFormJob: LoadJob = (container) => {
  const doc = container.ownerDocument;
  let stopEarlySize = () => {};
  const stopStore = onShopStore((store) => {
    const onClick = (event: MouseEvent) => {
      const size = sizeChosenEarly(event);
      if (size !== null) store.getState().product.selectSize(size);
    };
    const onKey = (event: KeyboardEvent) => {
      const early = sizeKeyEarly(event);
      if (!early) return;
      event.preventDefault();
      store.getState().product.selectSize(early.type);
      if (early.link !== event.target) early.link.focus();
    };
    // A size tapped before this job was there: its click is held by the sizes island's trigger until that
    // island is there (the renderer evaluated), but its price needs none.
    const held = sizeHeldEarly(doc);
    if (held !== null) store.getState().product.selectSize(held);
    container.addEventListener('click', onClick, true);
    container.addEventListener('keydown', onKey, true);
    stopEarlySize = () => {
      container.removeEventListener('click', onClick, true);
      container.removeEventListener('keydown', onKey, true);
    };
  });
  const wakeAll = () => doc.dispatchEvent(new CustomEvent(PRODUCT_WAKE));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    off();
    // In a task of its own: the event goes on to the island it is meant for first, whose own trigger holds
    // the click (woken by the event here, its trigger would be gone before the click reached it).
    timer = setTimeout(wakeAll, 0);
  };
  const off = () => INTENT.forEach((type) => container.removeEventListener(type, fire, true));
  if (anyAwake(container) || container.matches(':hover') || container.contains(doc.activeElement) || fromCache(doc.defaultView ?? window)) wakeAll();
  else INTENT.forEach((type) => container.addEventListener(type, fire, { capture: true, passive: true }));
  return () => {
    off();
    clearTimeout(timer);
    stopStore();
    stopEarlySize();
  };
};
export default productFormJob;
