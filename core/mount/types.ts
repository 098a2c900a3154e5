import type { ComponentType } from 'react';

export type { ViewLevel } from '../event-types';
import type { ViewLevel } from '../event-types';

/**
 * When an island wakes. Declared in src/registry.ts, never in the island itself. Every trigger but
 * 'interaction' starts only once the page's load event has passed (core/mount/triggers: afterPageLoad).
 * - load: at the page's load event (at once when it has passed)
 * - idle: requestIdleCallback after the load event (setTimeout fallback)
 * - visible: the container intersects the viewport (IntersectionObserver, rootMargin 200px)
 * - scroll: the shopper's first scroll of the page (at once if it is already scrolled)
 * - interaction: first pointer, focus, touch or key event on the container, even before the load event
 * - { views: [...] }: when the page's view level is one of these (re-checked on resize)
 */
/** `{ views: [] }` never fires by itself: the island wakes only on its entry's `wakeOn` event. */
export type Trigger = 'load' | 'idle' | 'visible' | 'scroll' | 'interaction' | { readonly views: readonly ViewLevel[] };

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
  /**
   * The island renders nothing the shopper sees (a controller that keeps the store and the page in step).
   * Woken by the shopper with others, it renders right after the island before it, in the same task, instead
   * of waiting for a frame of its own: what it starts (a request) starts a frame sooner.
   */
  unseen?: boolean;
}

/**
 * A DOM island: an island whose whole job is DOM work (listeners, attributes, a call and its
 * inserts) with no renderer. Its registry entry says `dom: true`, so the entry mounts it without
 * evaluating React or Preact (core/mount/dom-runtime.ts). `start` returns what stops it.
 */
export interface DomIslandDefinition<C = unknown> {
  name: string;
  /**
   * The theme's own code already does this island's job on the page, made by something the theme runs that
   * has no run selector of its own (so THEME_FEATURES, core/mount/theme.ts, cannot name it): what does it and
   * how to hand it over, for the console; null when nothing does. Then the island does not start: its
   * state is 'theme'.
   */
  themeOwner?: (container: HTMLElement) => string | null;
  readConfig?: (container: HTMLElement) => C;
  start: (props: IslandProps<C>) => void | (() => void);
}

export interface IslandModule {
  default: IslandDefinition<any> | DomIslandDefinition<any>;
}

/** What a load job gets: the page type, the view level and a way to wake its island now. */
export interface LoadJobContext {
  pageType: string | null;
  view: () => ViewLevel;
  /** Wakes the entry's island now (its renderer), as the shopper's intent would. */
  wake: () => void;
}

/**
 * A load job: the small DOM-only work an island has at the page's load, run by the entry after
 * the load event without React or Preact (the renderer waits for the shopper). It may return what stops
 * it, called when its container leaves the page (or the bootstrap stops) while the island still waits, and
 * when its island fails or unmounts: a job may keep working beside its awake island (the mini-basket's
 * job answers the theme's refresh names for the island's whole life). It lives in the 'jobs' chunk
 * (vite.config.ts), with the React-free modules it shares with its island: never import React there.
 */
export type LoadJob = (container: HTMLElement, ctx: LoadJobContext) => void | (() => void);

export interface RegistryEntry {
  /** Folder name = registry name = data-island value. */
  name: string;
  /** Real IdoSell selectors for this island. `[data-island="<name>"]` is always added. */
  selectors: readonly string[];
  /** Page types ({type}_page on #container) the default selectors apply on; omitted = all. */
  pageTypes?: readonly string[];
  /** Page types on which the island never runs, even with an explicit data-island. */
  skipPageTypes?: readonly string[];
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
  cookies?: readonly string[];
  /** Lazy chunk of the island; its default export is the IslandDefinition (a DomIslandDefinition with `dom`). */
  load: () => Promise<IslandModule>;
  /** A DOM island: mounted without the renderer (core/mount/dom-runtime.ts). */
  dom?: true;
  /**
   * The island's load job: DOM-only work at the page's load event, before (and without) its renderer,
   * which waits for `trigger`; its module's default export is a LoadJob. It never imports React.
   */
  job?: () => Promise<{ default: LoadJob }>;
}
