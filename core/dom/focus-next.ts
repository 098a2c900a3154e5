// When an island removes the element that held focus (a closed bar or banner), focus would fall to <body>
// and a keyboard user would start again from the top. These pick the nearest focusable neighbour instead.

import { FOCUSABLE } from './focusable';

const usable = (el: Element): el is HTMLElement =>
  el instanceof HTMLElement && !el.hidden && !el.closest('[hidden], [inert], [aria-hidden="true"]') && el.getClientRects().length > 0;

/**
 * The first focusable element after `node` (outside it) in document order, else the last one before it.
 * Call before removing `node`. `isUsable` is for tests whose DOM has no layout.
 */
export function focusableNear(node: Element, isUsable: (el: Element) => boolean = usable): HTMLElement | null {
  const all = Array.from(node.ownerDocument.querySelectorAll(FOCUSABLE)).filter((el) => !node.contains(el) && isUsable(el));
  const after = all.find((el) => node.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  const before = all.filter((el) => node.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING).pop();
  return (after ?? before ?? null) as HTMLElement | null;
}

/** Removes `node`; if focus was inside it, moves focus to its nearest focusable neighbour. */
export function removeKeepingFocus(node: Element, isUsable?: (el: Element) => boolean): void {
  const hadFocus = node.contains(node.ownerDocument.activeElement);
  const next = hadFocus ? focusableNear(node, isUsable) : null;
  node.remove();
  next?.focus();
}
