import { defineDomIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { createDomPatch } from '../../core/dom/dom-patch';
import { linkAsButton } from '../../core/dom/link-button';
import { removeKeepingFocus } from '../../core/dom/focus-next';
import { getCookie, setCookie } from '../../core/dom/cookies';
import { getShopStore } from '../../core/store/store';
import { storeTexts } from '../../core/texts/store-texts';
import { BANNER_COOKIE_NAMES, BANNER_COOKIES, BANNER_DAYS, freeShippingReached, kindOf, type BannerKind } from './kinds';
import { texts } from './texts';

export interface BannersConfig {
  kind: BannerKind;
  /** Lifetime of the "closed" cookie in days (default 1). */
  days: number;
  /** The cookie's name (default by kind: rabateCode_clicked, freeeshipping_clicked). */
  cookie: string;
}

/** A cookie name off the island's fixed list is reported and the kind's own name is used. */
function cookieName(value: string, def: string): string {
  if (value === '' || BANNER_COOKIE_NAMES.includes(value)) return value || def;
  console.error(`[storefront:banners] data-banner-cookie="${value.slice(0, 60)}" is not one of the cookies this island may write (${BANNER_COOKIE_NAMES.join(', ')}); using ${def}`);
  return def;
}

/**
 * A DOM island (no renderer). One header banner (promo code or free shipping), enhanced in
 * place: its close link stores the banner's cookie for `days` days and removes it; with the cookie already
 * set the banner is removed at mount. The free-shipping banner is `--active` while the basket in the store
 * has nothing left to free shipping (toShippingFree 0), live as the basket changes; without a basket the
 * server's class stays. Stopping puts the link and the class back as the server sent them.
 */
export default defineDomIsland<BannersConfig>({
  name: 'banners',
  readConfig: (el) => {
    const read = dataReader(el, 'banners');
    const kind = read.oneOf('banner-kind', ['promo', 'free-shipping'], kindOf(el) ?? 'promo');
    return {
      kind,
      days: read.number('banner-days', BANNER_DAYS, { min: 0.001, max: 3650 }),
      cookie: cookieName(read.string('banner-cookie', BANNER_COOKIES[kind]).trim(), BANNER_COOKIES[kind]),
    };
  },
  start({ config, container }) {
    if (getCookie(config.cookie) !== null) {
      container.remove();
      return;
    }
    const t = storeTexts(texts);
    const patch = createDomPatch();

    let unlink: (() => void) | undefined;
    const link = container.querySelector<HTMLElement>('a.rabateCode__close, a.freeShipping__close, [data-banner-close]');
    if (link) {
      if (!link.getAttribute('aria-label')?.trim() && !link.textContent?.trim()) {
        patch.attr(link, 'aria-label', config.kind === 'promo' ? t.closePromo : t.closeFreeShipping);
      }
      unlink = linkAsButton(link, patch, () => {
        if (!setCookie(config.cookie, 'true', { days: config.days })) {
          console.warn(`[storefront:banners] the cookie "${config.cookie}" could not be set; the banner will show again on the next page`);
        }
        removeKeepingFocus(container);
      });
    }

    // The free-shipping state follows the store's basket: set now when known, again each time it changes.
    let unsubscribe: (() => void) | undefined;
    if (config.kind === 'free-shipping') {
      const store = getShopStore();
      const select = () => freeShippingReached(store.getState().basket.data?.toShippingFree);
      let reached = select();
      if (reached !== null) patch.toggle(container, '--active', reached);
      unsubscribe = store.subscribe(() => {
        const next = select();
        if (Object.is(next, reached)) return;
        reached = next;
        if (reached !== null) patch.toggle(container, '--active', reached);
      });
    }

    return () => {
      unsubscribe?.();
      unlink?.();
      patch.restore();
    };
  },
});
