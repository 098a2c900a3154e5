// What Tab can reach: the one selector every island and helper uses for it (a dialog's trap and first focus,
// the neighbour that takes focus when an element goes). Callers still drop what is hidden or inert.
export const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type=hidden])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable=""], [contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');
