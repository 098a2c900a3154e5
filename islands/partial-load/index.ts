import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { PartialLoad, type PartialLoadConfig } from './PartialLoad';
import { DEFAULT_REGIONS } from './swap';

export default defineIsland<PartialLoadConfig>({
  name: 'partial-load',
  // A live region is appended to the container; the container's own markup is left alone.
  host: 'append',
  readConfig: (el) => {
    const regions = dataReader(el, 'partial-load').list('partial-regions', DEFAULT_REGIONS, ',');
    return { regions: regions.length ? regions : DEFAULT_REGIONS };
  },
  Component: PartialLoad,
});
