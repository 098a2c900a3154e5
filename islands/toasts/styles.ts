// The close button's own focus indicator (WCAG 1.4.11). The theme's ring (#1a5fb4 on real shops too) is
// 1.4–2.7:1 against the dark toasts; a double ring is seen on any background: the white inner ring
// against a dark toast, the near-black outer ring against a light one or the page around it (one of the
// two is at least 4.5:1 against any colour, and they are 18.9:1 against each other).
export const FOCUS_INNER = '#ffffff';
export const FOCUS_OUTER = '#111111';

export const TOASTS_CSS = `.storefront-toasts .alertek__close:focus-visible{outline:2px solid ${FOCUS_INNER};outline-offset:0;box-shadow:0 0 0 4px ${FOCUS_OUTER}}`;
