import type { IslandDefinition } from './types';

/** Identity helper that types an island's definition (its config flows into its props). */
export function defineIsland<C>(def: IslandDefinition<C>): IslandDefinition<C> {
  return def;
}
