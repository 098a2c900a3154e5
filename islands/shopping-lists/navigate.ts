// One place that leaves the page, so tests can watch where the island sends the shopper.
import { navigateTo } from '../../core/dom/safe-url';
export const navigation = {
  go(url: string): void {
    navigateTo(url, 'shopping-lists');
  },
};
