// A server link that an island turns into a disclosure toggle. The link stays a link in the HTML, so with
// our JS off it still goes to its page; while the island runs it is announced and operated as a button.
import type { DomPatch } from './dom-patch';

/**
 * Gives `link` role=button and calls `onActivate` on click, Enter (the browser's own click) and Space,
 * instead of following the link. The role goes back through `patch`; the returned function removes the
 * listeners; the caller restores the patch when the link should be a plain link again.
 */
export function linkAsButton(link: HTMLElement, patch: DomPatch, onActivate: () => void): () => void {
  patch.attr(link, 'role', 'button');
  const onClick = (event: MouseEvent) => {
    // New-tab clicks keep their meaning: the shopper asked for the page, not the panel.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onActivate();
  };
  const onKey = (event: KeyboardEvent) => {
    // Buttons answer Space; a link does not, and the page would scroll instead.
    if (event.key !== ' ' && event.key !== 'Spacebar') return;
    event.preventDefault();
    onActivate();
  };
  link.addEventListener('click', onClick);
  link.addEventListener('keydown', onKey);
  return () => {
    link.removeEventListener('click', onClick);
    link.removeEventListener('keydown', onKey);
  };
}
