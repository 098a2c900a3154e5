// The accessibility sweep of home, listing and content pages (main, search, text): see e2e/a11y-sweep.ts.
import { sweepGroup } from './a11y-sweep';

sweepGroup('home');
