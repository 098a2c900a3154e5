// What the bootstrap calls to have React evaluated in a task of its own before the runtime and the islands
// that use it (core/mount/loaders.ts): `ready()` resolves once it is. It is in the 'core' chunk, which every
// page has loaded by then, so the call costs no request of its own, and the entry's preload has started
// React's download. React is evaluated once the page's main task has gone first (./renderer-gate.ts): its
// evaluation is one long task (100–200 ms at 4× CPU) that would hold up a size's price on a product page
// tapped before the prices were there.
import { mainTaskFirst } from './renderer-gate';

export const ready = (): Promise<unknown> => mainTaskFirst(document).then(() => import('./react-eval'));
