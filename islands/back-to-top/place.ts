// Where the back-to-top link goes, when it shows and how far it is lifted: pure DOM reads, tested apart.

/** Landmarks (elements and roles): content inside one of them is found by landmark navigation. */
const LANDMARK =
  'main, nav, aside, header, footer, form[aria-label], form[aria-labelledby], section[aria-label], section[aria-labelledby], ' +
  '[role=main], [role=navigation], [role=complementary], [role=banner], [role=contentinfo], [role=region], [role=search], [role=form]';

/**
 * Where the link goes so that it is in a landmark (axe's `region`): where its container is when that
 * is already in one (an explicit data-island placed in the footer); else at the end of the page's
 * footer (the contentinfo landmark: a <footer> not inside article, aside, main, nav or section), where
 * a theme author expects a "back to top" link; else in <main>; else where its container is.
 */
export function linkPlace(container: HTMLElement): HTMLElement {
  if (container.closest(LANDMARK)) return container;
  const doc = container.ownerDocument;
  const footer = Array.from(doc.querySelectorAll<HTMLElement>('footer, [role=contentinfo]')).find(
    (el) => el.getAttribute('role') === 'contentinfo' || !el.parentElement?.closest('article, aside, main, nav, section'),
  );
  return footer ?? doc.querySelector<HTMLElement>('main, [role=main]') ?? container;
}

/**
 * How far up fixed or sticky boxes along the window's bottom edge reach under the link (a fixed bottom
 * bar), px: the link is lifted above them so it never covers their controls (WCAG 2.4.11).
 */
export function bottomObstacle(link: HTMLElement): number {
  const doc = link.ownerDocument;
  const win = doc.defaultView!;
  const r = link.getBoundingClientRect();
  const x = Math.min(Math.max(r.left + r.width / 2, 0), win.innerWidth - 1);
  let top = win.innerHeight;
  for (const el of doc.elementsFromPoint?.(x, win.innerHeight - 1) ?? []) {
    if (el === link || link.contains(el) || el === doc.body || el === doc.documentElement) continue;
    const position = win.getComputedStyle(el).position;
    if (position === 'fixed' || position === 'sticky') top = Math.min(top, el.getBoundingClientRect().top);
  }
  return Math.max(0, Math.round(win.innerHeight - top));
}

export function isPastThreshold(scrollY: number, windowHeight: number, screens: number): boolean {
  return scrollY > windowHeight * screens;
}

/**
 * How far the page must scroll down so that the focused control clears the link, px (0 when it is not
 * under the link, when scrolling cannot move it: it sits in a fixed or sticky layer, which the lift
 * handles, or when it would not fit above the link). The gap is the room's 8 px.
 */
export function focusUnderLink(link: HTMLElement): number {
  const doc = link.ownerDocument;
  const win = doc.defaultView!;
  const el = doc.activeElement;
  if (!el || el === doc.body || el === doc.documentElement || el === link || link.contains(el)) return 0;
  const r = el.getBoundingClientRect();
  const l = link.getBoundingClientRect();
  if (!(r.bottom > l.top && r.top < l.bottom && r.right > l.left && r.left < l.right)) return 0;
  for (let x: Element | null = el; x && x !== doc.body; x = x.parentElement) {
    const position = win.getComputedStyle(x).position;
    if (position === 'fixed' || position === 'sticky') return 0;
  }
  // Only where the whole control fits above the link once moved: a box taller than that (the page's
  // #container, which the link's own jump focuses) is left where it is, and a smooth scroll runs on.
  const under = Math.ceil(r.bottom - l.top + 8);
  return r.top - under >= 0 ? under : 0;
}
