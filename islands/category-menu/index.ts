import { defineIsland } from '../../core/mount/define';
import { CategoryMenu } from './CategoryMenu';
import { readCategoryMenuConfig, type CategoryMenuConfig } from './config';

export default defineIsland<CategoryMenuConfig>({
  name: 'category-menu',
  // Renders nothing of its own: the server's nav is enhanced in place and must survive a failure.
  host: 'append',
  readConfig: readCategoryMenuConfig,
  Component: CategoryMenu,
});
