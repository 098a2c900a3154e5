// Running an instalment system's link at once, kept apart so tests can watch it instead of leaving the page.
export const go = {
  /** IdoSell's data-window links open the lender's calculator in a new window. */
  open(url: string): void {
    window.open(url, '_blank', 'noopener');
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
