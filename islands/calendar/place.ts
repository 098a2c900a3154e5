// Keeps the open dialog inside the window (WCAG 1.4.10 Reflow): on a 320 px window the dialog, placed from
// the field's left edge, would reach past the right edge and the page would scroll sideways.

/** The room kept between the dialog and each side of the window, px. */
export const WINDOW_MARGIN = 8;

export interface Fit {
  /** px to move the dialog along x from where the stylesheet placed it (negative: to the left). */
  shift: number;
  /** The widest it may be: the window less a margin each side. */
  maxWidth: number;
}

/**
 * Where the dialog goes so it fits `windowWidth`: `box` is where the stylesheet put it (viewport px).
 * It keeps its place when it fits; else it moves left until its right edge is a margin inside the
 * window, never past the left margin (a dialog wider than the window is narrowed by maxWidth).
 */
export function fitInWindow(box: { left: number; width: number }, windowWidth: number, margin = WINDOW_MARGIN): Fit {
  const maxWidth = Math.max(0, windowWidth - 2 * margin);
  const width = Math.min(box.width, maxWidth);
  let shift = 0;
  if (box.left + width > windowWidth - margin) shift = windowWidth - margin - (box.left + width);
  if (box.left + shift < margin) shift = margin - box.left;
  return { shift, maxWidth };
}

/** Measures `dialog` as the stylesheet places it and moves it into the window (the `translate` property, so a theme's `transform` stays). */
export function placeInWindow(dialog: HTMLElement): void {
  dialog.style.removeProperty('translate');
  dialog.style.removeProperty('max-width');
  const windowWidth = dialog.ownerDocument.documentElement.clientWidth || window.innerWidth;
  const r = dialog.getBoundingClientRect();
  const { shift, maxWidth } = fitInWindow({ left: r.left, width: r.width }, windowWidth);
  dialog.style.maxWidth = `${maxWidth}px`;
  if (shift) dialog.style.setProperty('translate', `${shift}px 0`);
}
