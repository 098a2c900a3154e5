import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { LiveSearch, type LiveSearchConfig } from './LiveSearch';

export default defineIsland<LiveSearchConfig>({
  name: 'live-search',
  // The server's input keeps its node (and the text and focus it has when the island wakes);
  // the island only adds ARIA and listeners to it and renders the listbox into the results block.
  host: 'append',
  readConfig: (el) => {
    const read = dataReader(el, 'live-search');
    const form = el instanceof HTMLFormElement ? el : el.querySelector('form');
    const input = el.querySelector<HTMLInputElement>('input.menu_search__input, input[name="text"]');
    if (!input) console.error('[storefront:live-search] no input.menu_search__input or input[name="text"] inside the container; live search is off');
    return {
      input,
      results: el.querySelector<HTMLElement>('.menu_search__item.--results, .search_result'),
      mobileLink: el.querySelector<HTMLAnchorElement>('a.menu_search__mobile'),
      action: form?.getAttribute('action') || '/search.php',
      // Spec section 5: 2 characters for the header search, 4 for any other search box.
      minLength: read.number('search-min-length', el.id === 'menu_search' ? 2 : 4, { min: 1, max: 50, integer: true }),
      // Spec section 9: requests fire 500 ms after typing stops.
      delay: read.number('search-delay', 500, { min: 0, max: 5000, integer: true }),
      // Which product icon is the webp: the platform's (iconSmall, default) or the spec's (iconSmallSecond).
      icons: read.oneOf('search-icons', ['platform', 'spec'] as const, 'platform'),
      // Opt-in: a zero-priced result asks its own price call whether it sells for points. The theme shows it
      // as priced on the phone and makes no call, which is the default.
      points: read.oneOf('search-points', ['true', 'false'] as const, 'false') === 'true',
    };
  },
  Component: LiveSearch,
});
