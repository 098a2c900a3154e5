// The fault matrix of the product page's calls: see e2e/fault-matrix.ts.
import { faultMatrixFor } from './fault-matrix';

faultMatrixFor('product');
