import type { LoadJob } from '../../core/mount/types';
import { emit } from '../../core/events';
import { exposeRefresh } from './theme-hooks';
import { DETAILS, fetchMode, VERSION_KEY, wakingEscape } from './wake';

/**
 * The mini-basket's load job: the header's basket link works as the server sent it, and the
 * island (its toggle, its details, the basket read) waits for the shopper's first pointer, touch, focus or
 * key in #menu_basket, as the theme reads the basket on the first mouseover or focusin. At load the job only
 * answers the theme's refresh names (app_shop.fn.menu_basket_cache(), menu_basket_cache(),
 * app_shop.fn.topBasket.init(), called after a quick-buy, an InPost Pay add or a shopping-list change):
 * each call asks for the basket again (storefront:basket-updated with no basket), which wakes the island.
 * A basket changed on this page or in another tab wakes it too. On a page from the shop's HTML cache
 * (app_shop.vars.cache_html), whose header may show another visitor's basket, or with
 * data-basket-fetch="mount", it wakes the island at once, unless the server sent the basket empty.
 */
const miniBasketJob: LoadJob = (container, { wake }) => {
  const doc = container.ownerDocument;
  const win = doc.defaultView ?? window;
  // A basket the server sent empty (#menu_basket.--hide) is not read at load, whatever the page: the theme's
  // header script skips it too. Its refresh names, an add and another tab still wake the island below.
  if (fetchMode(container, true) === 'mount') {
    if (!container.classList.contains('--hide')) wake();
    else if (container.getAttribute('data-basket-fetch')?.trim() === 'mount')
      console.info('[storefront:mini-basket] data-basket-fetch="mount": the server sent the basket empty (#menu_basket.--hide), so it is read when it changes, as the theme does');
  }
  // WCAG 1.4.13 before the island is there (it is loading, woken by that same pointing or focus): Escape
  // dismisses the details the theme's hover or focus rule shows, until the pointer and focus leave. The
  // island, once mounted, starts dismissed too (index.ts reads it) and takes it from there.
  let dismissed: HTMLElement | null = null;
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || container.getAttribute('data-storefront-mini-basket') === 'mounted') return;
    if (!container.matches(':hover') && !container.contains(doc.activeElement)) return;
    dismissed = container.querySelector<HTMLElement>(DETAILS);
    dismissed?.style.setProperty('display', 'none');
    wakingEscape.dismissed = true;
  };
  const onLeave = (event: Event) => {
    if (!dismissed || container.matches(':hover') || (event.type === 'focusout' && container.contains((event as FocusEvent).relatedTarget as Node | null))) return;
    if (event.type === 'mouseleave' && container.contains(doc.activeElement)) return;
    dismissed.style.removeProperty('display');
    dismissed = null;
    wakingEscape.dismissed = false;
  };
  doc.addEventListener('keydown', onKey);
  container.addEventListener('mouseleave', onLeave);
  container.addEventListener('focusout', onLeave);
  const onStorage = (event: StorageEvent) => {
    if (event.key === VERSION_KEY) wake();
  };
  win.addEventListener('storage', onStorage);
  const hideRefresh = exposeRefresh(win, () => emit('storefront:basket-updated', { basket: null }));
  return () => {
    doc.removeEventListener('keydown', onKey);
    container.removeEventListener('mouseleave', onLeave);
    container.removeEventListener('focusout', onLeave);
    win.removeEventListener('storage', onStorage);
    hideRefresh();
  };
};
export default miniBasketJob;
