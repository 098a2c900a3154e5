import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { DETAILS, fetchMode } from './wake';
import { BASKET_DETAILS } from '../../core/store/basket-fetch';
import { MiniBasket, type MiniBasketConfig } from './MiniBasket';

const text = (el: Element | null): string => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * The server's basket link: IdoSell's a.top_basket__sub, else the theme's own link in the container
 * (a plain theme's `<a href="/basketedit.php">Koszyk (2) 99,00 zł</a>`), never one in the details
 * popup or the express checkout.
 */
function serverLink(el: HTMLElement): HTMLAnchorElement | null {
  const links = Array.from(el.querySelectorAll<HTMLAnchorElement>('a[href]'));
  const outside = links.filter((a) => !a.closest('.top_basket__details, .top_basket__express_checkout_container'));
  return el.querySelector<HTMLAnchorElement>('a.top_basket__sub') ?? outside[0] ?? null;
}

export default defineIsland<MiniBasketConfig>({
  name: 'mini-basket',
  host: 'replace',
  // Runs before React takes the container over: what the server rendered is read here.
  readConfig: (el) => {
    const read = dataReader(el, 'mini-basket');
    const link = serverLink(el);
    return {
      // When the basket is read (wake.ts; the load job has named a bad value already).
      fetch: fetchMode(el, false),
      // 'platform' (default): the shop header's own basket tree; 'spec': also the spec's line fields
      // (size name, version name, unit price, subscription period), all in the platform's schema.
      details: read.oneOf('basket-details', BASKET_DETAILS, 'platform'),
      server: {
        link,
        href: link?.getAttribute('href') || '/basketedit.php',
        label: link?.getAttribute('aria-label') ?? null,
        count: text(link?.querySelector('.badge') ?? null),
        price: text(link?.querySelector('.top_basket__price') ?? null),
        text: text(link),
      },
      express: el.querySelector<HTMLElement>('.top_basket__express_checkout_container'),
      // Escape dismissed the server's details while the island loaded (its load job): it starts dismissed.
      dismissed: el.querySelector<HTMLElement>(DETAILS)?.style.display === 'none',
      skeleton: el.classList.contains('--skeleton'),
      mobileHide: el.classList.contains('--mobile_hide'),
    };
  },
  Component: MiniBasket,
});
