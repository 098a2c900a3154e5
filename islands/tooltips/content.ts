// Where a tooltip's content comes from, as IdoSell's simple_tooltip has it: the trigger's next sibling
// `.tooltipContent`, else the trigger's `title`. Server HTML is never re-parsed: rich content is moved as
// nodes (and moved back on unmount); plain content is read as text.

export type TooltipSource =
  | { kind: 'nodes'; from: Element }
  | { kind: 'text'; text: string; from: 'content' | 'title' }
  | { kind: 'none' };

/** The trigger's `.tooltipContent`: its next sibling but the runtime's own host elements, or null. */
export function contentElement(trigger: Element): Element | null {
  let next = trigger.nextElementSibling;
  // The runtime's own host elements are never content.
  while (next?.hasAttribute('data-island-host')) next = next.nextElementSibling;
  return next?.classList.contains('tooltipContent') ? next : null;
}

export function findTooltipSource(trigger: Element): TooltipSource {
  const next = contentElement(trigger);
  if (next) {
    if (next.children.length > 0) return { kind: 'nodes', from: next };
    const text = next.textContent?.trim() ?? '';
    if (text) return { kind: 'text', text, from: 'content' };
  }
  const title = trigger.getAttribute('title')?.trim();
  if (title) return { kind: 'text', text: title, from: 'title' };
  return { kind: 'none' };
}

const NATIVELY_FOCUSABLE = /^(A|BUTTON|INPUT|SELECT|TEXTAREA|SUMMARY)$/;

/** A link with an address or a form control: focusable, with a role and a name of its own. */
export const isNativeControl = (el: Element): boolean => (el.tagName === 'A' ? el.hasAttribute('href') : NATIVELY_FOCUSABLE.test(el.tagName));

/** A trigger needs tabindex=0 to be reached by keyboard unless it is focusable already. */
export function needsTabindex(el: Element): boolean {
  if (el.hasAttribute('tabindex')) return false;
  return !isNativeControl(el);
}

/**
 * A trigger that is a plain element (`span`, `small`, an `a` without href) and has no role of its own is a
 * focusable "generic" to assistive technology: it gets role=button (WCAG 4.1.2), so it is announced as a
 * control that has more to say (the tooltip is its description).
 */
export const needsRole = (el: Element): boolean => !el.hasAttribute('role') && !isNativeControl(el);

/**
 * Whether the trigger is named without our help: aria-label or aria-labelledby, or words of its own (at
 * least two letters or digits: a lone "?" or "i" names nothing).
 */
export function hasOwnName(el: Element): boolean {
  if (el.getAttribute('aria-label')?.trim() || el.getAttribute('aria-labelledby')?.trim()) return true;
  return /[\p{L}\p{N}]{2}/u.test(el.textContent ?? '');
}

const LANDMARK = [
  'main', 'nav', 'aside', 'header', 'footer', 'form[aria-label]', 'form[aria-labelledby]', 'section[aria-label]', 'section[aria-labelledby]',
  '[role=main]', '[role=navigation]', '[role=complementary]', '[role=banner]', '[role=contentinfo]', '[role=search]',
  '[role=form][aria-label]', '[role=form][aria-labelledby]', '[role=region][aria-label]', '[role=region][aria-labelledby]',
].join(',');

/**
 * The nearest landmark around the trigger, where its tooltip is placed (so the tooltip is in a landmark, as
 * all content should be: axe's `region`), or null (then <body>). A `header`/`footer` inside an article,
 * aside, main, nav or section is not a landmark and is passed over.
 */
export function landmarkOf(trigger: Element): HTMLElement | null {
  for (let el = trigger.parentElement; el && el !== el.ownerDocument.body; el = el.parentElement) {
    if (!el.matches(LANDMARK)) continue;
    if (/^(HEADER|FOOTER)$/.test(el.tagName) && !el.hasAttribute('role') && el.parentElement?.closest('article,aside,main,nav,section')) continue;
    return el;
  }
  return null;
}

/**
 * Where `top: 0; left: 0` puts the absolutely placed `tip`, in viewport px: its containing block's padding
 * box (a positioned ancestor), or the document's origin when nothing around it is positioned.
 */
export function originFor(tip: HTMLElement): { left: number; top: number } {
  const isStatic = (el: Element) => ['', 'static'].includes(getComputedStyle(el).position);
  let parent = tip.offsetParent;
  const body = tip.ownerDocument.body;
  // offsetParent also names a static td, th or table: the containing block is further out.
  while (parent instanceof HTMLElement && parent !== body && isStatic(parent)) parent = parent.offsetParent;
  if (!(parent instanceof HTMLElement) || (parent === body && isStatic(body))) {
    return { left: -window.scrollX, top: -window.scrollY };
  }
  const r = parent.getBoundingClientRect();
  return { left: r.left + parent.clientLeft - parent.scrollLeft, top: r.top + parent.clientTop - parent.scrollTop };
}

/** aria-describedby with `id` added once (other descriptions kept) and `without` left out. */
export const addId = (list: string | null, id: string, without?: string): string =>
  [...new Set([...(list ?? '').split(/\s+/).filter((x) => x && x !== without), id])].join(' ');
