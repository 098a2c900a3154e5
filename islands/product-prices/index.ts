import { defineIsland } from '../../core/mount/define';
import { formPriceType } from '../../core/product/dom';
import { ProductPrices, type PricesConfig } from './ProductPrices';

const ISLAND = 'product-prices';

export const readPricesConfig = (el: HTMLElement): PricesConfig => ({ priceType: formPriceType(el, ISLAND) });

export default defineIsland<PricesConfig>({
  name: ISLAND,
  // Binds to the theme's price elements in place; its own host stays empty.
  host: 'append',
  readConfig: readPricesConfig,
  Component: ProductPrices,
});
