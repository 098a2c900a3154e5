import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { safeUrlOption } from '../../core/dom/safe-url';
import { ShoppingLists, type ShoppingListsConfig } from './ShoppingLists';

// Renders nothing ('append' host): it only listens for clicks on the server's links.
export default defineIsland<ShoppingListsConfig>({
  name: 'shopping-lists',
  host: 'append',
  readConfig: (el) => {
    const read = dataReader(el, 'shopping-lists');
    return {
      // Followed with the shopper's session after creating a list: an http(s) address on this shop only.
      listUrl: safeUrlOption('shopping-lists', 'data-list-url', read.string('list-url', '/shoppinglist.php'), '/shoppinglist.php', { sameOrigin: true }),
      timeout: read.number('create-timeout', 4000, { min: 100, max: 30000, integer: true }),
    };
  },
  Component: ShoppingLists,
});
