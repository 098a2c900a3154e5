import { defineIsland } from '../../core/mount/define';
import { formPriceType } from '../../core/product/dom';
import { dataReader } from '../../core/dom/data';
import { ProductPrices, type PricesConfig } from './ProductPrices';

const ISLAND = 'product-prices';

export const readPricesConfig = (el: HTMLElement): PricesConfig => ({
  priceType: formPriceType(el, ISLAND),
  // 'quantity': the price for the amount in the field, as the platform's product script shows it.
  per: dataReader(el, ISLAND).oneOf('price-for', ['quantity', 'unit'] as const, 'quantity'),
});

export default defineIsland<PricesConfig>({
  name: ISLAND,
  // Binds to the theme's price elements in place; its own host stays empty.
  host: 'append',
  readConfig: readPricesConfig,
  Component: ProductPrices,
});
