import { defineIsland } from '../../core/mount/define';
import { ShoppingListDialog } from './ShoppingListDialog';

export default defineIsland<void>({
  name: 'shopping-list-dialog',
  // The dialog is portalled (core/ui/Dialog); the host inside the server's hidden `.sl_choose` stays empty.
  host: 'append',
  Component: ShoppingListDialog,
});
