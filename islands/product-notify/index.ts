import { defineIsland } from '../../core/mount/define';
import { ProductNotify } from './ProductNotify';

export interface NotifyConfig {
  /** The server link's text, kept as the disclosure button's name ('' → the island's default text). */
  linkText: string;
}

export default defineIsland<NotifyConfig>({
  name: 'product-notify',
  host: 'replace',
  readConfig: (el) => ({
    linkText: el.querySelector('.projector_tell_availability__link')?.textContent?.trim() ?? '',
  }),
  Component: ProductNotify,
});
