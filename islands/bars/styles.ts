// The close link's own focus indicator (WCAG 1.4.11). The theme's ring (#1a5fb4) is about 1.5:1 against a
// dark bar (the sample's #1f5135) and a bar's colours are the shop owner's choice (--background-color), so
// a double ring is drawn: the white inner ring is seen on a dark bar, the near-black outer ring on a light
// bar or the page around (one of the two is at least 4.5:1 against any colour; 18.9:1 against each other).
export const FOCUS_INNER = '#ffffff';
export const FOCUS_OUTER = '#111111';

// Every control in a bar (its close link and the links in its content, e.g. "Sprawdź szczegóły") is
// drawn on the bar's colour, so each gets the ring.
const CONTROLS = ['a', 'button', '[tabindex]'].map((c) => `.bars .bars__item ${c}:focus-visible`).join(',');

export const BARS_CSS = `${CONTROLS}{outline:2px solid ${FOCUS_INNER};outline-offset:0;box-shadow:0 0 0 4px ${FOCUS_OUTER}}`;
