// The theme caps the basket details below a fixed header on every hover or focus of #menu_basket:
// with `.--fixed-header` on the page, the details' inner block gets `max-height: calc(100vh - <header
// height>px)` (50 px when there is no <header>), so a long basket scrolls inside the viewport instead of
// running off it; without a fixed header the cap is removed.

const FALLBACK_HEADER = 50;

export function capDetailsHeight(container: HTMLElement, doc: Document = container.ownerDocument): void {
  const inner = container.querySelector<HTMLElement>('.top_basket__details > div');
  if (!inner) return;
  if (doc.querySelector('.--fixed-header')) {
    const header = doc.querySelector<HTMLElement>('header')?.offsetHeight || FALLBACK_HEADER;
    inner.style.maxHeight = `calc(100vh - ${header}px)`;
  } else {
    inner.style.maxHeight = '';
  }
}

/** Caps on every mouseover / focusin of the container, as the theme does; returns the remover. */
export function bindDetailsCap(container: HTMLElement): () => void {
  const cap = (): void => capDetailsHeight(container);
  container.addEventListener('mouseover', cap);
  container.addEventListener('focusin', cap);
  return () => {
    container.removeEventListener('mouseover', cap);
    container.removeEventListener('focusin', cap);
  };
}
