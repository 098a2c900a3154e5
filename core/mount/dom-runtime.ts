import type { DomIslandDefinition, IslandModule, RegistryEntry } from './types';
import { emit } from '../events';
import { yieldToMain } from '../dom/yield';
import { failIsland, leftThePage, prepareIsland, readIslandConfig, track, untrack, type Mounted, type MountContext } from './mounted';

export { unmountWithin, unmountAll } from './mounted';

/**
 * The DOM runtime: mounts a DOM island (`dom: true` in src/registry.ts) without the renderer.
 * Its definition's `start` does the island's DOM work and returns what stops it; a throw fails the island
 * alone (its state, one console line, storefront:island-failed) and whatever `start` did before it stays
 * the server's page plus that much. One the theme's own code already does (its `themeOwner`) is left to the
 * theme, as the entry leaves an island whose theme entry is queued. React and Preact are never evaluated for it.
 */
export async function mountIsland(entry: RegistryEntry, module: Promise<IslandModule>, container: HTMLElement, ctx: MountContext): Promise<void> {
  const { name } = entry;
  const def = await prepareIsland<DomIslandDefinition<unknown>>(entry, module, container, ctx);
  if (!def) return;
  // Woken at load or idle (not by the shopper, whose island starts at once): started in a task of its own, not
  // in the one that evaluated its chunk or built the store, so islands starting together stay short tasks.
  if (entry.trigger !== 'interaction' && !entry.wakeOn) await yieldToMain();
  const owner = def.themeOwner?.(container) ?? null;
  if (owner !== null) {
    ctx.setState('theme');
    console.info(`[storefront] "${name}" left to the theme's ${owner}`);
    return;
  }
  const read = readIslandConfig(def, name, container, ctx);
  if (!read || leftThePage(container, ctx)) return;
  let stop: void | (() => void);
  try {
    stop = def.start({ config: read.config, container, takeEarlyEvents: ctx.takeEarlyEvents });
  } catch (err) {
    failIsland(name, ctx.setState, 'start', err);
    return;
  }
  const record: Mounted = { name, release: ctx.release, setState: ctx.setState, container, teardown: () => {} };
  record.teardown = () => {
    untrack(record);
    if (typeof stop === 'function') stop();
  };
  track(record);
  ctx.setState('mounted');
  emit('storefront:island-mounted', { name });
}
