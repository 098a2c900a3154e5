/**
 * The changes to the server's page the islands make on purpose, each reviewed: a name, description or
 * line of text of the server's page (script blocked) that the page with the islands no longer has, and
 * why that is not a loss to the shopper. The "never worse" check (e2e/never-worse.ts, run by the a11y
 * sweep on every page, width and state) fails on any loss not listed here; docs/quality.md ("Never worse
 * than the server's page") repeats this table for theme authors.
 */
export interface Loss {
  kind: 'name' | 'description' | 'text';
  /** Chromium's role of the node that lost it ('' for text). */
  role: string;
  value: string;
  /** For a description: the name of the node it described. */
  of?: string;
  /** Where the server's page had it, once per occurrence: the ids of its ancestors with one, outermost first, joined by '/'. */
  zones: string[];
  /** How many of those occurrences are gone. */
  lost: number;
}

export interface Intended {
  kind: Loss['kind'];
  /** Only for this role (Chromium's role names). */
  role?: string;
  value: RegExp;
  /** Only where the server's page had it: a pattern for its id path (e.g. /(^|\/)footer_links(\/|$)/). */
  zone?: RegExp;
  /** Only on these pages (file names); every page when absent. */
  pages?: RegExp;
  /** Only at these widths (px); every width when absent. */
  widths?: number[];
  /** Only after these states of the sweep; every state when absent. */
  states?: RegExp;
  reason: string;
}

const FOOTER = /(^|\/)footer_links(\/|$)/;
const SIZES = /(^|\/)projector_sizes_section(\/|$)/;
const BUY = /(^|\/)projector_buttons_section(\/|$)/;
/** The header basket itself (#menu_basket), not its popup. */
const BASKET = /(^|\/)menu_basket$/;

export const INTENDED: Intended[] = [
  {
    kind: 'name',
    zone: BASKET,
    role: 'link',
    value: /\d/,
    reason:
      'Once the mini-basket has read the shop\'s basket (on the first hover or focus), its link shows the basket\'s own count ' +
      'and worth, which differ from the figures the page was rendered with when the basket changed since (the sweep\'s basket ' +
      'has other lines than the samples\' header); the link is then named by the island\'s words around the new figures ' +
      '("Koszyk, produkty: 2, wartość: 379,98 zł", each figure said once). Until then the server\'s own label stays.',
  },
  {
    kind: 'text',
    zone: BASKET,
    value: /^(\d+|[\d\s\u00a0]+,\d{2} zł)$/,
    reason: 'The count and worth the page was rendered with, replaced by the shop\'s basket once read (the entry above).',
  },
  {
    kind: 'name',
    zone: FOOTER,
    widths: [375],
    value: /./,
    reason:
      'On phones the footer\'s link groups are folded, as the theme\'s own footer script folds them (docs/parity.md, #footer_links): ' +
      'each group\'s heading is a button with aria-expanded="false" that names the group, and opening it shows its links again ' +
      '(the sweep opens one for the cookie-settings modal). The links are one press away, not gone.',
  },
  { kind: 'text', zone: FOOTER, widths: [375], value: /./, reason: 'The footer groups folded on phones (the name entry above).' },
  {
    kind: 'name',
    zone: /(^|\/)menu_contact(\/|$)/,
    widths: [375],
    value: /./,
    reason:
      'On phones the mobile grid moves the contact block (#menu_contact) into the sidebar\'s "Konto" tab, as the theme\'s ' +
      'mobileCategories script does (docs/parity.md, #layout > aside): its links and words are there, one press on the ' +
      'menu button and the tab away (the sweep opens that tab for the settings menu).',
  },
  { kind: 'text', zone: /(^|\/)menu_contact(\/|$)/, widths: [375], value: /./, reason: 'The contact block in the sidebar\'s "Konto" tab on phones (the name entry above).' },
  {
    kind: 'name',
    zone: SIZES,
    value: /^(Rozmiar: )?[\w.,/ -]{1,12}$/,
    reason:
      'The size links become the APG radio group (one Tab stop, arrows choose). A radio sits in the group named "Rozmiar" and is ' +
      'named by its size, so the template\'s "Rozmiar: XS" becomes "XS" in the group "Rozmiar"; an unavailable size says so in its ' +
      'name ("S niedostępny"), and the server\'s title stays its description.',
  },
  {
    kind: 'name',
    zone: BUY,
    role: 'button',
    value: /^[−+-]$/,
    reason: 'The amount buttons named by a symbol ("−", "+") on the template are named by what they do ("Zmniejsz ilość", "Zwiększ ilość").',
  },
  {
    kind: 'name',
    role: 'option',
    pages: /^place-order\.html$/,
    value: /./,
    reason:
      'A select marked data-dropdown becomes the APG select-only combobox: its options are in the accessibility tree while its ' +
      'listbox is open (the sweep\'s "dropdown listbox" state checks them there) and the chosen one is the combobox\'s value.',
  },
];
