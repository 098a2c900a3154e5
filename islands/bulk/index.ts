import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { Bulk, type BulkConfig } from './Bulk';
import { readSectionsAttr } from './run';

export default defineIsland<BulkConfig>({
  name: 'bulk',
  host: 'append',
  // data-bulk-sections="Basket,Snippets" (on <body> or the data-island element) overrides the choice.
  readConfig: (el) => ({ sections: readSectionsAttr(dataReader(el, 'bulk').list('bulk-sections', [], ',')) }),
  Component: Bulk,
});
