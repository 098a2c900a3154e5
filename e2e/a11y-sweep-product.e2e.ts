// The accessibility sweep of the sample product pages: see e2e/a11y-sweep.ts.
import { sweepGroup } from './a11y-sweep';

sweepGroup('product');
