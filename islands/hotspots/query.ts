// The platform's hotspot call (reference section 3): one document for every zone, POST
// /graphql/v1/?hotspots, one aliased root field per zone (alias = the zone's element id):
//   query { products_associated_zone1: hotspots(hotspotsPanelParamsInput: { page: projector, zone: zone1, products: [101] }) { … } }
// `page` and `zone` are bare enum words, product ids unquoted; `products` only when the zone names some.
// The selection asks for one price type only (P = gross or net, the shop's app_shop.vars.priceType).
import { gqlAlias, gqlArgs, gqlEnum, gqlId } from '../../core/http';
import type { PriceType } from '../../core/page/shop-vars';

/** `page` words the platform knows (the SDL's HotspotPage). */
export const HOTSPOT_PAGES = ['main', 'projector', 'basketedit', 'search', 'noproduct'] as const;
export type HotspotPage = (typeof HOTSPOT_PAGES)[number];
/** Zone numbers the platform knows (the SDL's HotspotZone: zone1…zone4). */
export const HOTSPOT_ZONES = ['1', '2', '3', '4'] as const;

/** One zone as the document names it. */
export interface HotspotRequest {
  /** The zone's element id; its alias is gqlAlias(id). */
  id: string;
  page: HotspotPage;
  /** The zone number, 1–4. */
  zone: string;
  /** Product ids (digits only); none → `products` left out. */
  products: readonly string[];
}

const money = (p: PriceType): string => `{ ${p} { value formatted } }`;

/**
 * The selection of one zone's reply: headline, link, kind, and what a tile shows in price type P, as the
 * theme's tiles show it: the picture's size, prices (the sell-by unit's where the platform has one: the
 * Omnibus and before-rebate details' `unit`), the Omnibus details line, the before-rebate percent, the
 * deposit (the theme's four kinds, first found), the unit-converted price, the rebate code's price, and
 * what the quick-buy needs (type, sell-by unit, each size's id, stock and availability). What the theme
 * asks and no tile shows (code, advancePrice, suggested, rebateNumber.number, sizes' names) is left to the
 * plug-ins' hook, as on the theme.
 */
export function hotspotSelection(p: PriceType, extra = ''): string {
  const m = money(p);
  const price =
    `price { youSavePercent rebateCodeActive price ${m} unit ${m} omnibusPrice ${m} max ${m} beforeRebate ${m} ` +
    `beforeRebateDetails { youSavePercent unit ${m} } unitConvertedPrice ${m} ` +
    `depositPrice ${m} depositPriceUnit ${m} totalDepositPrice ${m} totalDepositPriceUnit ${m} ` +
    `omnibusPriceDetails { unit ${m} youSavePercent omnibusPriceIsHigherThanSellingPrice newPriceEffectiveUntil { formatted } } ` +
    `rebateNumber ${m} }`;
  return (
    `{ name url type products { id type name link zones points icon iconSecond iconSmall iconSmallSecond ` +
    `enclosuresImages { iconWidth iconHeight } ` +
    `${price} unit { singular plural sellBy precision unitConvertedFormat } ` +
    `sizes { id amount availability { status } price { unit ${m} } } }${extra ? ` ${extra}` : ''} }`
  );
}

/**
 * What the theme's plug-ins add to every zone's selection, where the page has them: the theme's
 * hotspots_javascript.js keeps their fragments in app_shop.vars.additionalHotspotQueryObj and joins them with
 * app_shop.vars.additionalHotspotQueryReduce(); a plug-in's fields come back in the reply as they do for the
 * theme. '' when the page has none; a hook that throws or gives no text is said on the console and left out.
 */
export function themeQueryExtension(win: Window = window): string {
  const vars = (win as unknown as { app_shop?: { vars?: { additionalHotspotQueryReduce?: unknown; additionalHotspotQueryObj?: unknown } } }).app_shop?.vars;
  if (!vars) return '';
  try {
    const reduce = vars.additionalHotspotQueryReduce;
    const obj = vars.additionalHotspotQueryObj;
    const text =
      typeof reduce === 'function'
        ? (reduce as () => unknown)()
        : obj !== null && typeof obj === 'object'
          ? Object.values(obj).filter((v) => typeof v === 'string').join(' ')
          : '';
    if (typeof text !== 'string') {
      console.warn('[storefront:hotspots] app_shop.vars.additionalHotspotQueryReduce() gave no text; the zones are asked without the plug-ins\' fields');
      return '';
    }
    return text.trim();
  } catch (err) {
    console.warn(`[storefront:hotspots] the theme's hotspot query hook failed (${err instanceof Error ? err.message : String(err)}); the zones are asked without the plug-ins' fields`);
    return '';
  }
}

/** One zone's aliased field. */
export function hotspotField(zone: HotspotRequest, p: PriceType, extra = ''): string {
  const input = {
    page: gqlEnum(zone.page),
    zone: gqlEnum(`zone${zone.zone}`),
    products: zone.products.length > 0 ? zone.products.map((id) => gqlId(id)) : undefined,
  };
  return `${gqlAlias(zone.id)}: hotspots(${gqlArgs({ hotspotsPanelParamsInput: input })}) ${hotspotSelection(p, extra)}`;
}

/** The whole document for these zones (one request for all of them); `extra`: themeQueryExtension(). */
export function hotspotsDocument(zones: readonly HotspotRequest[], p: PriceType, extra = ''): string {
  return `query { ${zones.map((z) => hotspotField(z, p, extra)).join(' ')} }`;
}
