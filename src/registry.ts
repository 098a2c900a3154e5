import type { RegistryEntry } from '../core/mount/types';

/**
 * Every island: where it attaches (real IdoSell selectors; `[data-island="<name>"]` always
 * works too), on which page types, and when it wakes. The only file that knows selectors.
 * Keep entries in the order of the README's marker table.
 */
export const registry: RegistryEntry[] = [
  {
    name: 'back-to-top',
    selectors: ['#container'],
    trigger: 'idle',
    load: () => import('../islands/back-to-top'),
  },
];
