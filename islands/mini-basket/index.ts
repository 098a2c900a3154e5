import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { BASKET_DETAILS } from '../../core/store/basket-fetch';
import { MiniBasket, type MiniBasketConfig } from './MiniBasket';

const text = (el: Element | null): string => el?.textContent?.trim() ?? '';

export default defineIsland<MiniBasketConfig>({
  name: 'mini-basket',
  host: 'replace',
  // Runs before React takes the container over: what the server rendered is read here.
  readConfig: (el) => {
    const read = dataReader(el, 'mini-basket');
    const link = el.querySelector<HTMLAnchorElement>('a.top_basket__sub');
    return {
      // 'mount' (default): fetch at once when no island has filled the basket yet; 'hover': on the first hover or focus.
      fetch: read.oneOf('basket-fetch', ['mount', 'hover'] as const, 'mount'),
      // 'platform' (default): the shop header's own basket tree; 'spec': also the spec's line fields
      // (size name, version name, unit price, subscription period), all in the platform's schema.
      details: read.oneOf('basket-details', BASKET_DETAILS, 'platform'),
      server: {
        link,
        href: link?.getAttribute('href') || '/basketedit.php',
        label: link?.getAttribute('aria-label') ?? null,
        count: text(link?.querySelector('.badge') ?? null),
        price: text(link?.querySelector('.top_basket__price') ?? null),
      },
      express: el.querySelector<HTMLElement>('.top_basket__express_checkout_container'),
      skeleton: el.classList.contains('--skeleton'),
      mobileHide: el.classList.contains('--mobile_hide'),
    };
  },
  Component: MiniBasket,
});
