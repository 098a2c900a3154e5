import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { Bars, type BarsConfig } from './Bars';

// Renders nothing ('append'): the server's bars stay; the island wires their close links and fixing.
export default defineIsland<BarsConfig>({
  name: 'bars',
  host: 'append',
  readConfig: (el) => ({
    edge: dataReader(el, 'bars').oneOf('bars-edge', ['top', 'bottom'], el.classList.contains('bars_bottom') ? 'bottom' : 'top'),
  }),
  Component: Bars,
});
