// What the bootstrap calls to have React evaluated in a task of its own before the runtime and the islands
// that use it (core/mount/loaders.ts): `ready()` resolves once it is. It is in the 'core' chunk, which every
// page has loaded by then, so the call costs no request of its own, and the entry's preload has started
// React's download. React is evaluated once the page's main task has gone first (./renderer-gate.ts): its
// evaluation is one long task (100–200 ms at 4× CPU) that would hold up a size's price on a product page
// tapped before the prices were there.
//
// `preload`: given for an island no shopper woke (a zone in the first viewport, an island woken at idle): the
// renderer's download (the shared chunks' preload) waits until the page is calm (./calm.ts), so nothing of
// ours fetches or evaluates the renderer during the page's load.
import { calm } from './calm';
import { mainTaskFirst } from './renderer-gate';

export const ready = (preload?: () => void): Promise<unknown> =>
  (preload ? calm().then(preload) : Promise.resolve())
    .then(() => mainTaskFirst(document))
    .then(() => import('./react-eval'));
