import { defineIsland } from '../../core/mount/define';
import { Dropdown, type DropdownConfig } from './Dropdown';

// The container is the <select> itself; the combobox renders into an element placed just before it.
export default defineIsland<DropdownConfig>({
  name: 'dropdown',
  host: 'append',
  readConfig: () => ({}),
  Component: Dropdown,
});
