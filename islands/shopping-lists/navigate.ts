// One place that leaves the page, so tests can watch where the island sends the shopper.
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
