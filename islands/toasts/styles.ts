// The close button's own focus indicator (WCAG 1.4.11). The theme's ring (#1a5fb4 on real shops too) is
// 1.4–2.7:1 against the dark toasts; a double ring is seen on any background: the white inner ring
// against a dark toast, the near-black outer ring against a light one or the page around it (one of the
// two is at least 4.5:1 against any colour, and they are 18.9:1 against each other).
export const FOCUS_INNER = '#ffffff';
export const FOCUS_OUTER = '#111111';

const FOCUS = `.storefront-toasts .alertek__close:focus-visible{outline:2px solid ${FOCUS_INNER};outline-offset:0;box-shadow:0 0 0 4px ${FOCUS_OUTER}}`;

/**
 * The stack never leaves the window (uncapped, three toasts at 320 × 256 px would put its top at −72 px):
 * at most the window's height less its 24 px from the bottom and as much above, and it scrolls. A new
 * toast scrolls it to the newest (Toasts.tsx); a close button taking focus is scrolled into view.
 */
const CAP =
  '.storefront-toasts{max-height:calc(100vh - 48px);max-height:calc(100dvh - 48px);overflow-y:auto;overscroll-behavior:contain}';

/**
 * Forced colours drop the toasts' fills and shadow: each toast keeps a box, a border in
 * CanvasText, and its kind shows in the border's shape, not only its colour: an error double, a warning
 * dashed, a success thick, an info thin.
 */
const T = '.storefront-toasts .alertek';
const FORCED =
  `@media (forced-colors:active){${T}{border:1px solid CanvasText}${T}.--success{border:3px solid CanvasText}` +
  `${T}.--warning{border:3px dashed CanvasText}${T}.--error{border:4px double CanvasText}}`;

/**
 * Where the browser has no subgrid (before 2023), the rows are not shared: the toasts stack in their
 * regions and the close buttons line up after them, each still named and described by its toast.
 */
const NO_SUBGRID =
  '@supports not (grid-template-rows:subgrid){.storefront-toasts,.storefront-toasts__list{display:flex!important;flex-direction:column;gap:8px}' +
  '.storefront-toasts__closes{display:flex!important;flex-wrap:wrap;justify-content:flex-end;gap:8px}}';

export const TOASTS_CSS = `${FOCUS}${CAP}${FORCED}${NO_SUBGRID}`;
