// The hook of core/dom/dom-patch.ts: one patch per mounted React island, restored when it unmounts.
import { useLayoutEffect, useState } from 'react';
import { createDomPatch, type DomPatch } from './dom-patch';

export { createDomPatch, type DomPatch } from './dom-patch';

/**
 * One patch per mounted island, restored when it unmounts. The restore is registered in a layout
 * effect: an island unmounted before its passive effects ran (a region swapped out at once; the lean
 * build, where Preact runs passive effects after paint and skips them for a tree already gone) would
 * otherwise keep what its layout effects patched.
 */
export function useDomPatch(): DomPatch {
  const [patch] = useState(createDomPatch);
  useLayoutEffect(() => () => patch.restore(), [patch]);
  return patch;
}
