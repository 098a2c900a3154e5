import type { DomIslandDefinition, IslandDefinition } from './types';

/** Identity helper that types an island's definition (its config flows into its props). */
export function defineIsland<C>(def: IslandDefinition<C>): IslandDefinition<C> {
  return def;
}

/** The same for a DOM island (`dom: true` in the registry, mounted without the renderer). */
export function defineDomIsland<C>(def: DomIslandDefinition<C>): DomIslandDefinition<C> {
  return def;
}
