import type { RegistryEntry } from '../core/mount/types';

/**
 * An island's chunk, through src/islands.ts: the map of chunks is a module of its own, fetched with the
 * first island or load job, so the entry holds each island's name once instead of one chunk address per
 * island (the entry's 4 KB budget). The registry goes with the call: the debug overlay, which the map
 * starts, reports on every entry of it.
 */
const chunk = (name: IslandName) => () => import('./islands').then((m) => m.island(name, registry));
/** An island's load job, through src/islands.ts the same way. */
const job = (name: JobIsland) => () => import('./islands').then((m) => m.job(name, registry));

/**
 * The build's chunk groups an island's row may name (`chunk`): islands woken together share one request.
 * vite.config.ts reads the rows (scripts/build-reference.mjs's readRegistry) and groups each island's folder
 * by it; a row without one gets a chunk of its own. The entry never reads the field.
 */
export type ChunkGroup = 'product' | 'product-prices' | 'frame' | 'frame-dom' | 'frame-scroll' | 'webauthn';

/** A row: the entry without its loaders (added below, by name); `job: true` when islands/<name>/job.ts is its load job. */
type Row = Omit<RegistryEntry, 'load' | 'job' | 'name'> & { readonly name: string; readonly job?: true; readonly chunk?: ChunkGroup };

// The product islands' default containers are IdoSell's `projector_`-prefixed ids; a theme with
// another prefix places them with data-island and sets data-projector-prefix (core/product/dom.ts).
const PRODUCT_PAGES = ['projector'];
/**
 * The product islands that re-render the server's form (sizes, prices, status, the buy button …):
 * none renders at load; the shopper's first pointer, touch, focus or key on its own container, or anywhere in
 * `#projector_form` (the product-form job sends storefront:product-wake, written out here: the entry imports
 * nothing), wakes them. Each needs the page's product data.
 */
const PRODUCT_ISLAND = {
  pageTypes: PRODUCT_PAGES,
  trigger: 'interaction',
  wakeOn: 'storefront:product-wake',
  needsProduct: true,
} as const;

/**
 * Every island (its chunk is src/islands.ts's of the same name, generated from this row): where it attaches (real IdoSell selectors; `[data-island="<name>"]` always
 * works too), on which page types, and when it wakes. The only file that knows selectors.
 * docs/reference.md lists them in this order (scripts/build-reference.mjs; lint fails when it is stale).
 */
const ENTRIES = [
  {
    name: 'product-form',
    chunk: 'product',
    selectors: ['#projector_form'],
    ...PRODUCT_ISLAND,
    // It renders nothing, so it holds no click: its job's PRODUCT_WAKE wakes it with the others.
    trigger: { views: [] },
    job: true,
  },
  {
    name: 'product-sizes',
    chunk: 'product',
    selectors: ['#projector_sizes_section'],
    ...PRODUCT_ISLAND,
  },
  {
    // A DOM island: started by its load job after the load where the warm-up runs (else woken with the
    // others), it writes the prices in the same task as the change that moves them (the tapped size's
    // click), with no renderer and no frame of its own to wait for: a size's price is what the first tap on
    // a size waits to see.
    name: 'product-prices',
    chunk: 'product-prices',
    selectors: ['#projector_prices_section'],
    ...PRODUCT_ISLAND,
    dom: true,
    job: true,
  },
  {
    name: 'product-status',
    chunk: 'product',
    selectors: ['#projector_status_section'],
    ...PRODUCT_ISLAND,
  },
  {
    name: 'product-subscription',
    selectors: ['#projector_subscription_section'],
    ...PRODUCT_ISLAND,
  },
  {
    name: 'product-rebates',
    selectors: ['#projector_rebate_number_section'],
    ...PRODUCT_ISLAND,
  },
  {
    name: 'product-buy',
    chunk: 'product',
    selectors: ['#projector_buttons_section'],
    ...PRODUCT_ISLAND,
    job: true,
  },
  {
    name: 'product-notify',
    selectors: ['#projector_tell_availability_section'],
    pageTypes: PRODUCT_PAGES,
    // Only while a size is unavailable: product-buy sends storefront:product-notify when the chosen size is
    // (or becomes) one, and the block the server shows (--visible, the theme's display) wakes it as it nears
    // the viewport. A hidden block on a page whose size is available never loads it.
    trigger: 'visible',
    wakeOn: 'storefront:product-notify',
    needsProduct: true,
  },
  {
    name: 'product-points',
    selectors: ['#projector_points_recive'],
    ...PRODUCT_ISLAND,
    job: true,
  },
  {
    name: 'product-stocks',
    // The pick-up stores' dialog: nothing at load; the first pointer, focus or key on the block wakes
    // it, and the click that woke it is held and handled (the link's own page otherwise).
    selectors: ['#projector_stocks'],
    pageTypes: PRODUCT_PAGES,
    trigger: 'interaction',
    needsProduct: true,
  },
  {
    name: 'modal',
    chunk: 'frame',
    // Page-wide: in-page links to modal bodies, the cookie-settings link (#manageCookies) and the
    // storefront:modal-open event, which also wakes it at once. The dialog is portalled to <body>.
    // Nothing at load but its load job, which wakes it on the first click on a modal link or the
    // cookie-settings link (held, then given to it once mounted); storefront:modal-open wakes it too. (Not
    // an 'interaction' trigger on <body>: that would hold every click on the page while it loads.)
    selectors: ['body'],
    trigger: { views: [] },
    job: true,
    wakeOn: 'storefront:modal-open',
  },
  {
    name: 'region-forced',
    // Not server-rendered: the setRegionForced / setZipcodeForced cookies decide (a page without them
    // loads nothing for it); never during checkout.
    selectors: ['body'],
    skipPageTypes: ['place-order', 'prepaid'],
    cookies: ['setRegionForced', 'setZipcodeForced'],
    trigger: 'idle',
  },
  {
    name: 'instalments',
    selectors: ['#projector_instalments', '#instalment_payment_basket'],
    // Nothing at mount but a click listener: the first hover, touch or focus on the links wakes it, and a
    // click that lands while it loads is held and then handled by it (the server's onclick otherwise).
    trigger: 'interaction',
  },
  {
    name: 'live-search',
    selectors: ['#menu_search'],
    trigger: 'interaction',
    // The field is the collapsed combobox from the page's load, so a screen reader meets the same role
    // before and after the island wakes; the rest waits for the shopper.
    job: true,
  },
  {
    name: 'mini-basket',
    chunk: 'frame',
    selectors: ['#menu_basket'],
    // The server's basket link works as it is until the shopper's first pointer, touch, focus or
    // key in the container (the theme reads the basket on the first mouseover or focusin); a changed basket
    // (an add on this page, the theme's refresh names through the job, another tab) wakes it too. Its job
    // answers the theme's refresh names and wakes it at once on a page from the HTML cache.
    trigger: 'interaction',
    job: true,
    wakeOn: 'storefront:basket-updated',
  },
  {
    name: 'category-menu',
    chunk: 'frame-dom',
    selectors: ['#menu_categories'],
    trigger: 'idle',
    dom: true,
  },
  {
    name: 'mobile-grid',
    chunk: 'frame-dom',
    selectors: ['#layout > aside'],
    // Blocks move only on phones: wider views never load it (once awake it follows view changes).
    trigger: { views: [1] },
    dom: true,
  },
  {
    name: 'settings-menu',
    selectors: ['#menu_settings'],
    trigger: 'interaction',
  },
  {
    name: 'shopping-lists',
    selectors: ['.shopping_list_top', '.shopping_list_menu'],
    // Renders nothing, listens for clicks: a click that wakes it is held and handled once it is there.
    trigger: 'interaction',
  },
  {
    name: 'shopping-list-dialog',
    // The theme's `.sl_choose` dialog (menu_shoppinglist.js): it renders nothing until it is asked for. Its load
    // job answers `app_shop.fn.shoppingList.addProductToList` (and the basket's "add to favourites") from the
    // page's load; the first call wakes the island (no view level matches an empty list: the trigger never fires).
    selectors: ['.sl_choose'],
    trigger: { views: [] },
    job: true,
  },
  {
    name: 'footer-links',
    chunk: 'frame-dom',
    selectors: ['#footer_links'],
    // Folds the groups on phones at mount. Idle, not visible: woken by the footer nearing the viewport,
    // it could fold the group a dialog was just opened from (a quick Tab + Enter on "cookie settings"),
    // and the dialog's focus return would then find its opener hidden.
    trigger: 'idle',
    dom: true,
  },
  {
    name: 'logout-cleanup',
    chunk: 'frame-dom',
    selectors: ['#login_menu_block', '.account_links'],
    // Idle, not interaction: it listens document-wide, and a logout control outside these containers (the
    // account page's welcome block, a theme's [data-logout]) would never wake it before its click.
    trigger: 'idle',
    dom: true,
  },
  {
    name: 'bulk',
    // The page's one POST /ajax/get.php (basket, snippets, toplayers and widgets) and its optional
    // script modules; renders nothing. On load, so the basket arrives before the mini-basket (idle)
    // would fetch its own, and snippets appear about when the shop's own scripts would add them.
    selectors: ['body'],
    trigger: 'load',
    dom: true,
  },
  {
    name: 'partial-load',
    // Theme opt-in (IdoSell has no marker for it): an element with data-partial-regions holds links
    // a[data-partial] and GET forms form[data-partial] that load their page's regions in place.
    // Woken by the shopper's first pointer, focus or key in the container (the click or submit
    // that woke it is held and handled); the history entries it handles are its own, made after that.
    selectors: ['[data-partial-regions]'],
    trigger: 'interaction',
  },
  {
    name: 'passkey-sign-in',
    chunk: 'webauthn',
    // IdoSell's express-checkout WebAuthn block; the sign-in page has no passkey markup of its own, so
    // a theme places [data-island=passkey-sign-in] there (see html-samples/signin.html).
    selectors: ['.smile_web_authn'],
    // It renders only a control the shopper can use, so its load job wakes it once a passkey can
    // be offered (no view level matches an empty list: the trigger itself never fires).
    trigger: { views: [] },
    job: true,
  },
  {
    name: 'passkey-register',
    // No IdoSell markup: placed with [data-island=passkey-register] for a logged-in or registering shopper.
    selectors: [],
    // As passkey-sign-in: woken by its load job once a passkey can be saved.
    trigger: { views: [] },
    job: true,
  },
  {
    name: 'page-scroll',
    chunk: 'frame-scroll',
    selectors: ['#container'],
    // It acts only on the page's scroll (the store follows the position from the load on), so it
    // waits for the first one; until then <html> has no scroll class, as at the top.
    trigger: 'scroll',
    dom: true,
  },
  {
    name: 'back-to-top',
    chunk: 'frame-scroll',
    selectors: ['#container'],
    // Its link shows only once the page is scrolled down, so nothing of it runs before a scroll.
    trigger: 'scroll',
    dom: true,
  },
  {
    name: 'form-validator',
    // Every form with fields marked for validation (IdoSell's `.--validate`, the legacy `.validate`,
    // fields or forms with a validation-url). Interaction: it wakes when the shopper first points at or
    // focuses the form; a submit before that posts natively and the shop validates.
    selectors: ['form:has(.--validate, .validate, [data-validation-url])', 'form[data-validation-url]'],
    trigger: 'interaction',
  },
  {
    name: 'calendar',
    // IdoSell's two calendars: the birth date (writes #birth_date) and the delivery-date datepicker (writes the
    // hidden input of its .cop_delivery__calendar block). Both sit far down the checkout form, so the chunk
    // (with dayjs) loads only as one comes near the viewport. Its load job builds the opener at load, so the
    // form does not grow under the shopper as a calendar wakes (a tap on the order button is never lost).
    selectors: ['#birthdate_calendar', '.cop_delivery__calendar .vanilla-calendar'],
    trigger: 'visible',
    job: true,
  },
  {
    name: 'file-upload',
    selectors: ['input[type=file][data-max_filesize]'],
    // Idle, not interaction: a file dropped onto the input gives no focus or pointer event first
    // (and a change before mount is checked at mount anyway). A DOM island: it renders
    // nothing, so the renderer is never evaluated for it.
    trigger: 'idle',
    dom: true,
  },
  {
    name: 'toasts',
    // Every page has a body; the stack is appended to it, as IdoSell's own #alert_cover is.
    selectors: ['body'],
    // Nothing to show until the first toast: it wakes on that event alone (no view level matches an
    // empty list, so the trigger itself never fires), and the entry keeps the toasts sent until it listens.
    trigger: { views: [] },
    wakeOn: 'storefront:toast',
  },
  {
    name: 'dropdown',
    // Opt-in: only selects marked data-dropdown get the custom listbox; the rest stay native. The
    // native select works until the shopper points at it, touches it, focuses it (a Tab, its label) or
    // presses a key on it; the island then takes over, focus included.
    selectors: ['select[data-dropdown]:not([data-dropdown="false"])'],
    trigger: 'interaction',
  },
  {
    name: 'bars',
    chunk: 'frame-dom',
    // Skipped on order-process pages (html.order_process), as IdoSell's Bars are: the page-type marker on
    // #container does not say it, the <html> class does, so the selector asks. The island checks it again
    // for an explicit data-island.
    selectors: ['html:not(.order_process) .bars_top', 'html:not(.order_process) .bars_bottom'],
    trigger: 'idle',
    dom: true,
  },
  {
    name: 'banners',
    chunk: 'frame-dom',
    selectors: ['#rabateCode', '#freeShipping'],
    trigger: 'idle',
    dom: true,
  },
  {
    name: 'view-switch',
    chunk: 'frame-dom',
    selectors: ['.view_switch'],
    // Idle, not visible: in the desktop view it widens the viewport at mount, which must not wait until
    // the footer comes near.
    trigger: 'idle',
    dom: true,
  },
  {
    name: 'tooltips',
    selectors: ['.showTip', '.showTip_basket', 'span.btn_note'],
    // The tooltip shows on the shopper's hover, focus or press, so the island waits for that on its
    // trigger; its load job makes a span trigger focusable (and a button, described by the server's content) at
    // load, so keyboard and screen-reader users reach it before the island wakes.
    trigger: 'interaction',
    job: true,
  },
  {
    name: 'hotspots',
    // IdoSell's recommended-product zones (reference section 3): one island per zone, woken as the
    // zone nears the viewport; zones woken within 400 ms of each other share one request (the
    // platform's window); a zone never near the viewport is never asked.
    selectors: ['.hotspot__wrapper[data-pagetype]'],
    pageTypes: ['main', 'projector', 'basketedit', 'search', 'noproduct'],
    trigger: 'visible',
  },
  {
    name: 'lazy-images',
    chunk: 'frame-dom',
    // Only on pages that have lazy images of their own (the hotspot zones load theirs themselves).
    selectors: ['body:has(img[data-src]:not(.hotspot__wrapper img))'],
    trigger: 'idle',
    dom: true,
  },
  {
    // Every page: the browser fetches the shop's next pages ahead of a click (Speculation Rules), one small
    // task at idle; nothing where the browser has no such API.
    name: 'navigation',
    chunk: 'frame-dom',
    selectors: ['body'],
    trigger: 'idle',
    dom: true,
  },
] as const satisfies readonly Row[];

/** Every island's name: src/islands.ts's maps (generated from the rows) are keyed by it. */
export type IslandName = (typeof ENTRIES)[number]['name'];
/** The islands with a load job (`job: true`). */
export type JobIsland = Extract<(typeof ENTRIES)[number], { job: true }>['name'];

/** The registry: each entry with its island's chunk and load job, found by its name (not written out per entry: the entry's bytes). */
export const registry: RegistryEntry[] = ENTRIES.map((e: Row) => ({ ...e, load: chunk(e.name as IslandName), job: e.job && job(e.name as JobIsland) }));
