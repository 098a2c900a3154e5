import type { LoadJob } from '../../core/mount/types';

/**
 * The live search's load job: from the page's load the field is the APG combobox, collapsed, so a screen
 * reader meets the same role before and after the island wakes (its listbox comes with the island), never
 * one changing under focus. A field with a role of the theme's own is left alone.
 */
const liveSearchJob: LoadJob = (container) => {
  const input = container.querySelector('input.menu_search__input, input[name="text"]');
  if (!input || input.hasAttribute('role')) return;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-autocomplete', 'list');
};
export default liveSearchJob;
