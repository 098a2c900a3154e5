// The accessibility sweep of basket, order and account pages: see e2e/a11y-sweep.ts.
import { sweepGroup } from './a11y-sweep';

sweepGroup('checkout');
