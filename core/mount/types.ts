import type { ComponentType } from 'react';

export type { ViewLevel } from '../event-types';
import type { ViewLevel } from '../event-types';

/**
 * When an island wakes. Declared in src/registry.ts, never in the island itself. Every trigger but
 * 'interaction' starts only once the page's load event has passed (core/mount/triggers: afterPageLoad).
 * - load: at the page's load event (at once when it has passed)
 * - idle: requestIdleCallback after the load event (setTimeout fallback)
 * - visible: the container intersects the viewport (IntersectionObserver, rootMargin 200px)
 * - interaction: first pointer, focus, touch or key event on the container, even before the load event
 * - { views: [...] }: when the page's view level is one of these (re-checked on resize)
 */
/** `{ views: [] }` never fires by itself: the island wakes only on its entry's `wakeOn` event. */
export type Trigger = 'load' | 'idle' | 'visible' | 'interaction' | { views: ViewLevel[] };

/** Where React renders. 'replace': the container itself (its server HTML is re-rendered
 *  by the island with the same ids/classes). 'append': a new host element appended to it. */
export type HostMode = 'replace' | 'append';

export interface IslandProps<C> {
  /** The island's typed configuration, read from its container's data-* attributes. */
  config: C;
  /** The marker element the island was found on. */
  container: HTMLElement;
  /**
   * Only for an entry with `wakeOn`: the `detail`s of those events that arrived before the
   * island listened (they woke it). Call it once the island's own listener is attached; the
   * entry stops keeping events from then on.
   */
  takeEarlyEvents?: () => unknown[];
}

export interface IslandDefinition<C = unknown> {
  name: string;
  host?: HostMode;
  /** Reads the container's data-* attributes. Must not throw; bad values fall back with a console message. */
  readConfig?: (container: HTMLElement) => C;
  Component: ComponentType<IslandProps<C>>;
}

export interface IslandModule {
  default: IslandDefinition<any>;
}

export interface RegistryEntry {
  /** Folder name = registry name = data-island value. */
  name: string;
  /** Real IdoSell selectors for this island. `[data-island="<name>"]` is always added. */
  selectors: string[];
  /** Page types ({type}_page on #container) the default selectors apply on; omitted = all. */
  pageTypes?: string[];
  /** Page types on which the island never runs, even with an explicit data-island. */
  skipPageTypes?: string[];
  trigger: Trigger;
  /**
   * A document event (e.g. 'storefront:toast') that also wakes the island, whichever comes
   * first; the events that arrive before it listens are kept for it (`takeEarlyEvents`).
   */
  wakeOn?: string;
  /** The island needs the page's product data; without it (missing or malformed) it stays unmounted. */
  needsProduct?: boolean;
  /**
   * Cookies the island exists for: on a page that starts with none of them set (non-empty), its
   * containers are never claimed and its chunk never loads (region-forced: the shop's forced-region cookies).
   */
  cookies?: string[];
  /** Lazy chunk of the island; its default export is the IslandDefinition. */
  load: () => Promise<IslandModule>;
}
