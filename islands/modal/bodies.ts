// Which server-rendered elements the modal shows, and how a page link names one.
import { ownById } from '../../core/dom/own';
const ISLAND = '[storefront:modal]';

/**
 * Modal bodies: anything marked `data-modal`, and the bodies IdoSell renders for its own modal
 * (`#menu_notice` cookie notice, `#menu_preloader_add` added-to-basket, `.sl_dialog` shopping lists,
 * `#component_projector_sizes_cms_not` the product's size chart).
 */
export const MODAL_BODIES = '[data-modal], #menu_notice, #menu_preloader_add, .sl_dialog, #component_projector_sizes_cms_not';

/** The product's size chart body, in its `#projector_chart_section` beside the link `a[href="#showSizesCms"]`. */
const SIZE_CHART = '#component_projector_sizes_cms_not';

/** Classes the platform's modal gets for a body (the size chart: `--sizes-chart --medium`). */
export const bodyClasses = (body: Element): string | undefined => (body.matches(SIZE_CHART) ? '--sizes-chart --medium' : undefined);

/**
 * A size chart's tables as the platform's script shows them in its modal: each body cell starts with its
 * column's name (`b.ui-table-cell-label`, for the theme's narrow layout; hidden from screen readers,
 * which have the table's own headers) and the first cell of a row becomes its row header. Once per table.
 */
export function labelChartCells(body: Element): void {
  for (const table of body.querySelectorAll('table.ui-responsive')) {
    if (table.querySelector('.ui-table-cell-label')) continue;
    const heads = Array.from(table.querySelectorAll('thead tr th, thead tr td')).map((h) => h.textContent?.trim() ?? '');
    for (const row of table.querySelectorAll('tbody tr')) {
      Array.from(row.children).forEach((cell, i) => {
        if (!(cell instanceof HTMLTableCellElement)) return;
        const label = cell.ownerDocument.createElement('b');
        label.className = 'ui-table-cell-label';
        label.setAttribute('aria-hidden', 'true');
        label.textContent = heads[i] ?? '';
        let target: HTMLTableCellElement = cell;
        if (i === 0 && cell.tagName === 'TD') {
          const th = cell.ownerDocument.createElement('th');
          for (const a of Array.from(cell.attributes)) th.setAttribute(a.name, a.value);
          th.setAttribute('scope', 'row');
          th.append(...Array.from(cell.childNodes));
          cell.replaceWith(th);
          target = th;
        }
        target.prepend(label);
      });
    }
  }
}

/**
 * Controls inside a body that close the dialog: `data-modal-close`, the platform modal's own
 * `a[href="#modalClose"]`, and the added dialog's "continue shopping" (`.added__button.--close[href=#close]`).
 */
export const CLOSE_CONTROLS = ['[data-modal-close]', 'a[href="#modalClose"]', '.added__button.--close'];

/** Page structure no modal body may be or hold: moving it into the dialog would take the page (or the dialog) with it. */
const PAGE_PARTS = '#container, #layout, main, #modal, [role=dialog]';

/**
 * Whether `el` may be moved into the dialog: a marked modal body, never html, head,
 * body, and never an element holding the page's container, its main, or a dialog (the dialog itself is
 * appended to body, so every ancestor of it is refused too). The reason when it may not; null when it may.
 */
export function notModalBody(el: Element): string | null {
  const doc = el.ownerDocument;
  if (el === doc.documentElement || el === doc.body || el === doc.head || !doc.body?.contains(el)) return 'is not inside the page body';
  if (!el.matches(MODAL_BODIES)) return `is not a modal body (${MODAL_BODIES})`;
  if (el.matches('#container, #layout, main, #modal') || el.querySelector(PAGE_PARTS)) return 'holds the page or a dialog';
  return null;
}

/** The cookie-settings link (IdoSell `a#manageCookies.manage_cookies[href=#manageCookies]`). */
export const COOKIE_SETTINGS_LINK = '#manageCookies, a.manage_cookies, a[href="#manageCookies"]';

/** The element an in-page link points at (`href="#id"` on this page), or null. */
export function linkTarget(link: HTMLAnchorElement): HTMLElement | null {
  const href = link.getAttribute('href') ?? '';
  // The size chart link names no element: its chart body sits in the same chart block, as the platform's script finds it.
  if (href === '#showSizesCms') return link.closest('#projector_chart_section, .projector_chart')?.querySelector<HTMLElement>(SIZE_CHART) ?? null;
  if (!href.startsWith('#') || href.length < 2) return null;
  let id = href.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep it as written
  }
  // The page's own element first: an inserted copy of a page id never takes the page's link over.
  return ownById(link.ownerDocument, id) ?? link.ownerDocument.getElementById(id);
}

/** The modal body a click on `target` asks for, with the link that asked; null for any other click. */
export function bodyForClick(target: EventTarget | null): { body: HTMLElement; link: HTMLAnchorElement } | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href^="#"]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  const body = linkTarget(link);
  return body && notModalBody(body) === null && !body.contains(link) ? { body, link } : null;
}

/** Modifier classes for the dialog (`data-modal-class="--cookies"`), validated as class names. */
export function modifierClasses(...sources: Array<string | null | undefined>): string {
  const out: string[] = [];
  for (const source of sources) {
    for (const cls of (source ?? '').split(/\s+/)) {
      if (!cls) continue;
      if (/^-?[_a-zA-Z-][\w-]*$/.test(cls)) out.push(cls);
      else console.error(`${ISLAND} "${cls.slice(0, 40)}" is not a class name; not added to the modal`);
    }
  }
  return out.join(' ');
}

/** The page's own consent-settings function, when the shop's consent script defined it. */
export function consentFunction(win: Window = window): (() => void) | null {
  try {
    const fn = (win as unknown as Record<string, unknown>).prepareCookiesConfiguration;
    return typeof fn === 'function' ? (fn as () => void) : null;
  } catch {
    return null;
  }
}

/**
 * The cookie-settings link's first choice: the shop's consent script, when the page has it. Calls it (a
 * throw is named on the console) and says whether it was there. DOM only: the load job uses it before the
 * island is woken, the island after.
 */
export function runConsentFunction(win: Window = window): boolean {
  const fn = consentFunction(win);
  if (!fn) return false;
  try {
    fn();
  } catch (err) {
    console.error(`${ISLAND} prepareCookiesConfiguration() failed: ${String(err)}`);
  }
  return true;
}
