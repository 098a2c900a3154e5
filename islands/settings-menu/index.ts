import { defineIsland } from '../../core/mount/define';
import { SettingsMenu } from './SettingsMenu';

// Nothing to configure: the server's link and form say everything. React renders nothing of its own
// ('append' host); the island only adds behaviour and ARIA to the server's elements, restored on unmount.
export default defineIsland<undefined>({
  name: 'settings-menu',
  host: 'append',
  Component: SettingsMenu,
});
