import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { Bulk, type BulkConfig } from './Bulk';
import { readFormatAttr, readSectionsAttr } from './run';

export default defineIsland<BulkConfig>({
  name: 'bulk',
  host: 'append',
  // data-bulk-sections="Basket,Snippets" (on <body> or the data-island element) overrides the choice;
  // data-bulk-format="spec" sends the spec's form (string booleans, flat params, Basket) instead of the platform's.
  readConfig: (el) => {
    const read = dataReader(el, 'bulk');
    return { sections: readSectionsAttr(read.list('bulk-sections', [], ',')), format: readFormatAttr(read.string('bulk-format', '')) };
  },
  Component: Bulk,
});
