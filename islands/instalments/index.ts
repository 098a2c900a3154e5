import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { DEFAULT_PLACEHOLDER } from './rules';
import { Instalments, type InstalmentsConfig } from './Instalments';

export default defineIsland<InstalmentsConfig>({
  name: 'instalments',
  host: 'append',
  readConfig: (el) => {
    const read = dataReader(el, 'instalments');
    const placeholder = read.string('price-placeholder', DEFAULT_PLACEHOLDER);
    if (placeholder.trim() === '') {
      console.error(`[storefront:instalments] data-price-placeholder="" names no placeholder; using ${DEFAULT_PLACEHOLDER}`);
      return { placeholder: DEFAULT_PLACEHOLDER };
    }
    return { placeholder };
  },
  Component: Instalments,
});
