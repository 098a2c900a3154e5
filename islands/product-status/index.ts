import { defineIsland } from '../../core/mount/define';
import { dataReader } from '../../core/dom/data';
import { productPart } from '../../core/product/dom';
import { ProductStatus } from './ProductStatus';

export interface StatusConfig {
  /**
   * Ask the shop's shipping-time function for the chosen size and quantity (data-shipping-time="true": the
   * spec's fetch). Default false, as a real shop's product page: it never sends that call and reads the
   * size's time from the page's data (and projector.php's sizedelivery).
   */
  shippingTime: boolean;
  /** The theme already prints a shipping cost in the dialog: free shipping then only adds --free there. */
  serverCost: boolean;
}

export default defineIsland<StatusConfig>({
  name: 'product-status',
  host: 'append',
  readConfig: (el) => {
    const read = dataReader(el, 'product-status');
    return {
      shippingTime: read.boolean('shipping-time', false),
      serverCost: productPart(el, 'shipping_dialog')?.querySelector('.projector_shipping__cost') != null,
    };
  },
  Component: ProductStatus,
});
