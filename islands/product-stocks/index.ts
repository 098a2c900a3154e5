import { defineIsland } from '../../core/mount/define';
import { ProductStocks } from './ProductStocks';

export default defineIsland<void>({
  name: 'product-stocks',
  // Renders the dialog (portalled) and the stock list into the server's #product_stocks; its own host stays empty.
  host: 'append',
  Component: ProductStocks,
});
