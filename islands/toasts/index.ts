import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { Toasts, type ToastsConfig } from './Toasts';
import { DEFAULT_DURATION, DEFAULT_FADE } from './toast';

export default defineIsland<ToastsConfig>({
  name: 'toasts',
  // A stack of its own at the end of the container (body by default); the page is untouched.
  host: 'append',
  readConfig: (el) => {
    const read = dataReader(el, 'toasts');
    return {
      duration: read.number('toast-duration', DEFAULT_DURATION, { min: 500, max: 600_000 }),
      fade: read.number('toast-fade', DEFAULT_FADE, { min: 0, max: 5000 }),
    };
  },
  Component: Toasts,
});
