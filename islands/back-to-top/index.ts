import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { BackToTop, type BackToTopConfig } from './BackToTop';

export default defineIsland<BackToTopConfig>({
  name: 'back-to-top',
  host: 'append',
  readConfig: (el) => {
    const read = dataReader(el, 'back-to-top');
    // The spec: the button appears after scrolling twice the window height.
    return { screens: read.number('back-to-top-screens', 2, { min: 0.5, max: 20 }) };
  },
  Component: BackToTop,
});
