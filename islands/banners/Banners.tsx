import { useEffect, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { linkAsButton } from '../../core/dom/link-button';
import { removeKeepingFocus } from '../../core/dom/focus-next';
import { getCookie, setCookie } from '../../core/dom/cookies';
import { useShop } from '../../core/store';
import { useTexts } from '../../core/texts';
import { freeShippingReached, type BannerKind } from './kinds';
import { texts } from './texts';

export interface BannersConfig {
  kind: BannerKind;
  /** Lifetime of the "closed" cookie in days (default 1). */
  days: number;
  /** The cookie's name (default by kind: rabateCode_clicked, freeeshipping_clicked). */
  cookie: string;
}

/**
 * One header banner (promo code or free shipping), enhanced in place: its close link stores the banner's
 * cookie for `days` days and removes it; with the cookie already set the banner is removed at mount.
 * The free-shipping banner is `--active` while the basket in the store has nothing left to free shipping
 * (toShippingFree 0), live as the basket changes; without a basket the server's class stays.
 */
export function Banners({ config, container }: IslandProps<BannersConfig>) {
  const t = useTexts(texts);
  const patch = useDomPatch();
  const [gone] = useState(() => getCookie(config.cookie) !== null);
  const reached = useShop((s) => (config.kind === 'free-shipping' ? freeShippingReached(s.basket.data?.toShippingFree) : null));

  useEffect(() => {
    if (gone) {
      container.remove();
      return;
    }
    const host = container.querySelector<HTMLElement>(':scope > [data-island-host="banners"]');
    if (host) host.hidden = true;
    const link = container.querySelector<HTMLElement>('a.rabateCode__close, a.freeShipping__close, [data-banner-close]');
    if (!link) return;
    if (!link.getAttribute('aria-label')?.trim() && !link.textContent?.trim()) {
      patch.attr(link, 'aria-label', config.kind === 'promo' ? t.closePromo : t.closeFreeShipping);
    }
    return linkAsButton(link, patch, () => {
      if (!setCookie(config.cookie, 'true', { days: config.days })) {
        console.warn(`[storefront:banners] the cookie "${config.cookie}" could not be set; the banner will show again on the next page`);
      }
      removeKeepingFocus(container);
    });
  }, [gone, container, config.cookie, config.days, config.kind, patch, t.closePromo, t.closeFreeShipping]);

  useEffect(() => {
    if (reached !== null && !gone) patch.toggle(container, '--active', reached);
  }, [reached, gone, container, patch]);

  return null;
}
