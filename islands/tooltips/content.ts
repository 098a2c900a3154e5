// Where a tooltip's content comes from, as IdoSell's simple_tooltip has it: the trigger's next sibling
// `.tooltipContent`, else the trigger's `title`. Server HTML is never re-parsed: rich content is moved as
// nodes (and moved back on unmount); plain content is read as text.

export type TooltipSource =
  | { kind: 'nodes'; from: Element }
  | { kind: 'text'; text: string; from: 'content' | 'title' }
  | { kind: 'none' };

export function findTooltipSource(trigger: Element): TooltipSource {
  let next = trigger.nextElementSibling;
  // The runtime's own host elements are never content.
  while (next?.hasAttribute('data-island-host')) next = next.nextElementSibling;
  if (next?.classList.contains('tooltipContent')) {
    if (next.children.length > 0) return { kind: 'nodes', from: next };
    const text = next.textContent?.trim() ?? '';
    if (text) return { kind: 'text', text, from: 'content' };
  }
  const title = trigger.getAttribute('title')?.trim();
  if (title) return { kind: 'text', text: title, from: 'title' };
  return { kind: 'none' };
}

const NATIVELY_FOCUSABLE = /^(A|BUTTON|INPUT|SELECT|TEXTAREA|SUMMARY)$/;

/** A trigger needs tabindex=0 to be reached by keyboard unless it is focusable already. */
export function needsTabindex(el: Element): boolean {
  if (el.hasAttribute('tabindex')) return false;
  if (el.tagName === 'A') return !el.hasAttribute('href');
  return !NATIVELY_FOCUSABLE.test(el.tagName);
}

/** aria-describedby with `id` added once (other descriptions kept). */
export const addId = (list: string | null, id: string): string =>
  [...new Set([...(list ?? '').split(/\s+/).filter(Boolean), id])].join(' ');
