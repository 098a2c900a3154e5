import { defineIsland } from '../../core/mount/define';
import { FooterLinks, type FooterLinksConfig } from './FooterLinks';
import { readCollapseViews } from './groups';

// React renders nothing of its own ('append'); the island changes the server's headers and lists in
// place and puts them back on unmount.
export default defineIsland<FooterLinksConfig>({
  name: 'footer-links',
  host: 'append',
  readConfig: (el) => ({ collapseViews: readCollapseViews(el) }),
  Component: FooterLinks,
});
