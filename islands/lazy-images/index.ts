import { defineIsland } from '../../core/mount/define';
import { LazyImages } from './LazyImages';

// 'append': React renders nothing; the island only watches the page's img[data-src].
export default defineIsland<null>({
  name: 'lazy-images',
  host: 'append',
  readConfig: () => null,
  Component: LazyImages,
});
