import { defineIsland } from '../../core/mount/define';
import { ProductPoints } from './ProductPoints';

export default defineIsland<void>({
  name: 'product-points',
  host: 'append',
  Component: ProductPoints,
});
