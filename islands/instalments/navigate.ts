// Running an instalment system's link at once, kept apart so tests can watch it instead of leaving the page.
import { navigateTo, openWindow } from '../../core/dom/safe-url';
export const go = {
  /** IdoSell's data-window links open the lender's calculator in a new window. */
  open(url: string): void {
    openWindow(url, 'instalments');
  },
  assign(url: string): void {
    navigateTo(url, 'instalments');
  },
};
