import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { safeUrl, safeUrlOption } from '../../core/dom/safe-url';
import { productForm, productPrefix } from '../../core/product/dom';
import { ProductBuy } from './ProductBuy';

export interface BuyConfig {
  prefix: string;
  form: HTMLFormElement | null;
  /** 'inline' (default): corrections and refusals in the section's live regions; 'native': window.alert. */
  alerts: 'inline' | 'native';
  /** Where the phone-price message links; default the shop's contact link (/contact.php). */
  contactUrl: string | null;
  /** Where the points-only message sends a signed-out shopper. */
  signinUrl: string;
  /** 'form' (default): the form posted to its action, as a real shop takes it; 'graphql': addProductsToBasket. */
  addMode: 'form' | 'graphql';
  /** After a confirmed add: 'dialog' (default) the added dialog with zone 4, as the platform's product page; 'status' the status line alone. */
  added: 'dialog' | 'status';
  /** The added dialog's basket link (same origin); default /basketedit.php. */
  basketUrl: string;
  /** The theme's shopping-list link, re-rendered as it was (every attribute that names or describes it kept). */
  shoppingList: {
    href: string;
    text: string;
    id: string | null;
    title: string | null;
    label: string | null;
    labelledBy: string | null;
    describedBy: string | null;
    /** The elements its aria-labelledby / aria-describedby point to inside the section, kept as their text (they are re-rendered too). */
    refs: Array<{ id: string; text: string; hidden: boolean; className: string }>;
  } | null;
  /**
   * The server's own explanation under the button (`#<prefix>buy_info`, `.projector_buy__info`), read
   * as text and links: shown instead of the island's shorter words while the buy state is the one the
   * page loaded in (the reason the server explained). Empty when the page has none.
   */
  serverInfo: InfoPart[];
}

/** A piece of the server's explanation: its words, or one of its links (its address checked when written). */
export type InfoPart = { text: string } | { text: string; href: string };

/** The elements inside `section` that `link`'s aria-labelledby / aria-describedby name, as text. */
function referenced(section: Element, link: Element): Array<{ id: string; text: string; hidden: boolean; className: string }> {
  const ids = `${link.getAttribute('aria-labelledby') ?? ''} ${link.getAttribute('aria-describedby') ?? ''}`.split(/\s+/).filter(Boolean);
  return [...new Set(ids)].flatMap((id) => {
    const target = section.querySelector(`[id="${CSS.escape(id)}"]`);
    if (!target || target.contains(link)) return [];
    return [{ id, text: target.textContent ?? '', hidden: target.hasAttribute('hidden'), className: target.getAttribute('class') ?? '' }];
  });
}

function readServerInfo(el: Element, prefix: string): InfoPart[] {
  const info = el.querySelector(`[id="${prefix}buy_info"]`) ?? el.querySelector('.projector_buy__info');
  if (!info) return [];
  const parts: InfoPart[] = [];
  for (const node of info.childNodes) {
    const text = node.textContent ?? '';
    if (node instanceof Element && node.localName === 'a' && node.hasAttribute('href')) parts.push({ text, href: node.getAttribute('href') ?? '' });
    else if (text) parts.push({ text });
  }
  return parts.some((p) => p.text.trim()) ? parts : [];
}

/** A link in the phone-price message: any http(s) or relative address; refused → the shop's contact link. */
function contactUrl(value: string | null): string | null {
  if (value === null || safeUrl(value)) return value;
  console.error(`[storefront:product-buy] data-contact-url="${value.slice(0, 80)}" is not an http(s) or relative address; using the shop's contact link`);
  return null;
}

export default defineIsland<BuyConfig>({
  name: 'product-buy',
  host: 'replace',
  readConfig: (el) => {
    const read = dataReader(el, 'product-buy');
    const link = el.querySelector<HTMLAnchorElement>('a.projector_buy__shopping_list');
    const prefix = productPrefix(el);
    return {
      prefix,
      serverInfo: readServerInfo(el, prefix),
      form: productForm(el),
      alerts: read.oneOf('alerts', ['inline', 'native'] as const, 'inline'),
      addMode: read.oneOf('add-mode', ['form', 'graphql'] as const, 'form'),
      contactUrl: contactUrl(el.getAttribute('data-contact-url')),
      signinUrl: safeUrlOption('product-buy', 'data-signin-url', read.string('signin-url', '/signin.php'), '/signin.php', { sameOrigin: true }),
      added: read.oneOf('added', ['dialog', 'status'] as const, 'dialog'),
      basketUrl: safeUrlOption('product-buy', 'data-basket-url', read.string('basket-url', '/basketedit.php'), '/basketedit.php', { sameOrigin: true }),
      shoppingList: link
        ? {
            href: link.getAttribute('href') ?? '#',
            text: link.textContent?.trim() ?? '',
            id: link.getAttribute('id'),
            title: link.getAttribute('title'),
            label: link.getAttribute('aria-label'),
            labelledBy: link.getAttribute('aria-labelledby'),
            describedBy: link.getAttribute('aria-describedby'),
            refs: referenced(el, link),
          }
        : null,
    };
  },
  Component: ProductBuy,
});
