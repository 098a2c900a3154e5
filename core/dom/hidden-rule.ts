// The `hidden` attribute is only the user agent's `display: none`, so any theme rule that gives the
// element a display (`#backTop { display: grid }`) shows it again. Whatever our islands hide with the
// attribute must stay hidden: one rule, added once per document when the first island mounts, makes
// `hidden` win inside every React root and host of ours. (Server elements outside them that an island
// hides go through the DOM patch's `hidden`, which also sets an inline `display: none !important`.)
//
// A constructed style sheet where the browser has them: a Content Security Policy's style-src does
// not apply to it, and it comes after every sheet of the page. Else a <style> with the page's nonce.
import { pageNonce } from './page-nonce';

// Our roots and hosts, and the boxes an island renders into outside its root (a portal slot:
// the dropdown's box before its select).
const SCOPES = ['[data-island-root]', '[data-island-host]', '[data-island-portal]'];
// `hidden="until-found"` is hidden by content-visibility and must keep its box for find-in-page.
const HIDDEN = '[hidden]:not([hidden="until-found" i])';

const HIDDEN_ONLY = `${SCOPES.flatMap((scope) => [`${scope}${HIDDEN}`, `${scope} ${HIDDEN}`]).join(',')}{display:none!important}`;

/**
 * A control an island marks aria-disabled (focusable, so pressing it can say why) is painted disabled
 * whatever the theme styles (a theme styles `[disabled]`, which the island does not set): dimmed with a
 * not-allowed cursor, and in forced colours the system's GrayText, which survives where opacity alone
 * would not tell it apart. axe leaves aria-disabled controls out of its contrast check,
 * as WCAG 1.4.3 does for inactive components.
 */
const DISABLED = SCOPES.map((scope) => `${scope} :is(button,a,[role=button])[aria-disabled="true"]`).join(',');
export const DISABLED_RULE =
  `${DISABLED}{opacity:.55;cursor:not-allowed}` +
  `@media (forced-colors:active){${DISABLED}{opacity:1;color:GrayText;border-color:GrayText}}`;

/**
 * Controls an island renders that a theme may not style get a 24 × 24 px target at least (WCAG 2.5.8):
 * the mini-basket's details button, which the platform's own CSS does not know. Zero specificity
 * (`:where`), so any rule of the theme's sizes them instead.
 */
const TARGETS = ':where([data-island-root]) :where(.top_basket__toggle){min-width:24px;min-height:24px}';

/** The rules our roots carry on every page: hidden stays hidden, aria-disabled looks disabled, small targets grow. */
export const HIDDEN_RULE = `${HIDDEN_ONLY}${DISABLED_RULE}${TARGETS}`;

const ADDED = Symbol.for('storefront.hidden-rule');
type Marked = Document & { [ADDED]?: true };

/** Adds the rule to the document once (later calls do nothing). */
export function ensureHiddenRule(doc: Document = document): void {
  const marked = doc as Marked;
  if (marked[ADDED]) return;
  marked[ADDED] = true;
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (Sheet && Array.isArray(doc.adoptedStyleSheets) && typeof Sheet.prototype.replaceSync === 'function') {
    try {
      const sheet = new Sheet();
      sheet.replaceSync(HIDDEN_RULE);
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
      return;
    } catch {
      // A browser that lists the API but refuses it: the <style> below.
    }
  }
  const style = doc.createElement('style');
  const nonce = pageNonce(doc);
  if (nonce) style.nonce = nonce;
  style.setAttribute('data-storefront', 'hidden-rule');
  style.textContent = HIDDEN_RULE;
  (doc.head ?? doc.documentElement).append(style);
}
