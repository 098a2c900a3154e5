// The two header banners of IdoSell and the cookies that keep them closed (names as real shops set them;
// `freeeshipping_clicked` has three e's there, so it has here too).

export type BannerKind = 'promo' | 'free-shipping';

export const BANNER_COOKIES: Readonly<Record<BannerKind, string>> = {
  promo: 'rabateCode_clicked',
  'free-shipping': 'freeeshipping_clicked',
};

/** The only names data-banner-cookie may choose: a marker's options never name another cookie. */
export const BANNER_COOKIE_NAMES: readonly string[] = Object.values(BANNER_COOKIES);

/** The spec's default lifetime of a banner's cookie (section 9). */
export const BANNER_DAYS = 1;

/** `#rabateCode` / `.rabateCode` → promo, `#freeShipping` / `.freeShipping` → free shipping. */
export function kindOf(el: Element): BannerKind | null {
  if (el.id === 'rabateCode' || el.classList.contains('rabateCode')) return 'promo';
  if (el.id === 'freeShipping' || el.classList.contains('freeShipping')) return 'free-shipping';
  return null;
}

/** Free shipping is reached when nothing is left to spend: the banner's active state. */
export const freeShippingReached = (toShippingFree: number | undefined): boolean | null =>
  toShippingFree === undefined || !Number.isFinite(toShippingFree) ? null : toShippingFree <= 0;
