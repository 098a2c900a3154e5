import { defineIsland } from '../../core/mount/define';
import { RegionForced } from './RegionForced';

// Not server-rendered: the cookies decide whether anything shows; React renders only the dialog.
export default defineIsland<undefined>({
  name: 'region-forced',
  host: 'append',
  Component: RegionForced,
});
