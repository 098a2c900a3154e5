// The accessibility sweep of the pages written from the platform's template: see e2e/a11y-sweep.ts.
import { sweepGroup } from './a11y-sweep';

sweepGroup('template');
