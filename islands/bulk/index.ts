import { defineDomIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { storeTexts } from '../../core/texts/store-texts';
import { readFormatAttr, readSectionsAttr, runBulk, type BulkConfig } from './run';
import { loadScriptModules, readScriptModules } from './modules';
import { texts } from './texts';

export type { BulkConfig };

/**
 * A DOM island (no renderer at load). At mount: the page's one bulk call (basket, snippets,
 * toplayers and widgets) and its optional script modules; what goes into <body> goes into named
 * landmarks (the texts are read once, at mount). Stopping aborts the call; what was already injected
 * stays (it is page content now, like the server's own).
 */
export default defineDomIsland<BulkConfig>({
  name: 'bulk',
  // data-bulk-sections="Basket,Snippets" (on <body> or the data-island element) overrides the choice;
  // data-bulk-format="spec" sends the spec's form (string booleans, flat params, Basket) instead of the platform's.
  readConfig: (el) => {
    const read = dataReader(el, 'bulk');
    return { sections: readSectionsAttr(read.list('bulk-sections', [], ',')), format: readFormatAttr(read.string('bulk-format', '')) };
  },
  start({ config }) {
    const request = new AbortController();
    void runBulk(config, request.signal, document, storeTexts(texts));
    void loadScriptModules(readScriptModules(document));
    return () => request.abort();
  },
});
