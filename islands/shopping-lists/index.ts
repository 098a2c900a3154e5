import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { ShoppingLists, type ShoppingListsConfig } from './ShoppingLists';

// Renders nothing ('append' host): it only listens for clicks on the server's links.
export default defineIsland<ShoppingListsConfig>({
  name: 'shopping-lists',
  host: 'append',
  readConfig: (el) => {
    const read = dataReader(el, 'shopping-lists');
    return {
      listUrl: read.string('list-url', '/shoppinglist.php'),
      timeout: read.number('create-timeout', 4000, { min: 100, max: 30000, integer: true }),
    };
  },
  Component: ShoppingLists,
});
