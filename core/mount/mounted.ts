import type { DomIslandDefinition, IslandDefinition, IslandModule, RegistryEntry } from './types';
import type { TriggerContext } from './triggers';
import { ensureStore } from './store-init';
import { emit } from '../events';
import { declinedFeature, declinedMessage } from '../product/declined';

/**
 * What both runtimes share: the React runtime (core/mount/runtime.tsx, with the renderer) and
 * the DOM runtime (core/mount/dom-runtime.ts, without it) prepare an island the same way — the store, the
 * product data it needs, the declined product forms, its chunk, its config — and track what they mounted
 * so a container that leaves the page unmounts. React-free: the entry and a DOM island load it without
 * the renderer.
 */
export interface MountContext {
  pageType: string | null;
  view: TriggerContext;
  /** Records the island's state on its container (the attribute is the entry's business). */
  setState: (state: 'mounted' | 'failed' | 'skipped' | 'unmounted' | 'theme') => void;
  /** The attribute that marks a React root, so the entry never takes its markup for markers. */
  rootAttr: string;
  release: () => void;
  /** The entry's keeper of early `wakeOn` events, handed to the island as a prop. */
  takeEarlyEvents?: () => unknown[];
}

export interface Mounted {
  name: string;
  release: () => void;
  setState: MountContext['setState'];
  container: HTMLElement;
  teardown: () => void;
}

const mounted = new Map<HTMLElement, Mounted[]>();
let productMissingReported = false;
let declinedReported = false;
/** Islands whose chunk failed to load, already reported on the console. */
const importFailureReported = new Set<string>();

export const describeError = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The island failed at `stage`: its state, one console line naming it, the page's event. */
export function failIsland(name: string, setState: MountContext['setState'], stage: string, err: unknown): void {
  setState('failed');
  const line = `[storefront] island "${name}" failed to ${stage}: ${describeError(err)}`;
  console.error(line, err);
  emit('storefront:island-failed', { name, message: describeError(err) });
  reportToShop(line, err);
}

/**
 * The shop's own error report, where the theme's runtime defines it (window.errorLog: the shop sends the
 * error's stack to the platform), so an island's failure reaches the shop's log as the theme's own do. The
 * report says which island; whatever the function does or throws stays its own.
 */
function reportToShop(line: string, err: unknown): void {
  const errorLog = (window as unknown as { errorLog?: unknown }).errorLog;
  if (typeof errorLog !== 'function') return;
  const report = new Error(line);
  report.stack = `${line}\n${err instanceof Error && err.stack ? err.stack : ''}`.trimEnd();
  try {
    void Promise.resolve((errorLog as (e: Error) => unknown)(report)).catch(() => {});
  } catch {
    // The shop's reporter failing is not the island's failure.
  }
}

/**
 * Everything before an island renders or starts: the store, its product data, a declined product form,
 * its chunk. Resolves to its definition, or null when it is not to mount (its state says why).
 */
export async function prepareIsland<D extends IslandDefinition<unknown> | DomIslandDefinition<unknown>>(
  entry: RegistryEntry,
  module: Promise<IslandModule>,
  container: HTMLElement,
  ctx: MountContext,
): Promise<D | null> {
  const { name } = entry;
  const { setState } = ctx;
  const store = await ensureStore(ctx);
  if (entry.needsProduct && !store.getState().product.model) {
    setState('skipped');
    // Once per page: the reader has already said what was wrong with the data, if anything.
    if (!productMissingReported) {
      productMissingReported = true;
      console.error(`[storefront] island "${name}" (and any other needing it) needs the page's product data, which is missing or malformed; not mounted.`);
    }
    return null;
  }
  // A product page the product islands do not serve yet: the form stays the theme's (core/product/declined.ts).
  const declined = entry.needsProduct ? declinedFeature(container.ownerDocument) : null;
  if (declined) {
    setState('theme');
    if (!declinedReported) {
      declinedReported = true;
      console.warn(declinedMessage(declined));
    }
    return null;
  }
  try {
    return (await module).default as D;
  } catch (err) {
    // One chunk serves every container of the island: its failure is one console line per page,
    // while each container still ends 'failed' and sends its storefront:island-failed event.
    if (importFailureReported.has(name)) {
      setState('failed');
      emit('storefront:island-failed', { name, message: describeError(err) });
    } else {
      importFailureReported.add(name);
      failIsland(name, setState, 'load', err);
    }
    return null;
  }
}

/** Reads the island's config; a throw fails the island (null). */
export function readIslandConfig(def: { readConfig?: (el: HTMLElement) => unknown }, name: string, container: HTMLElement, ctx: MountContext): { config: unknown } | null {
  try {
    return { config: def.readConfig ? def.readConfig(container) : undefined };
  } catch (err) {
    failIsland(name, ctx.setState, 'load', err);
    return null;
  }
}

/** A container removed while its chunk was downloading (a region swapped out): nothing to mount. */
export function leftThePage(container: HTMLElement, ctx: MountContext): boolean {
  if (container.isConnected) return false;
  ctx.setState('unmounted');
  ctx.release();
  return true;
}

export function track(record: Mounted): void {
  mounted.set(record.container, [...(mounted.get(record.container) ?? []), record]);
}

export function untrack(record: Mounted): void {
  const list = mounted.get(record.container)?.filter((m) => m !== record) ?? [];
  if (list.length) mounted.set(record.container, list);
  else mounted.delete(record.container);
}

/** Unmounts every island inside (or on) `node`; used when regions leave the page. */
export function unmountWithin(node: Element): void {
  for (const [container, list] of mounted) {
    if (node === container || node.contains(container)) {
      for (const m of [...list]) {
        m.teardown();
        m.release();
        m.setState('unmounted');
      }
    }
  }
}

/** Unmounts every island; for tests and for theme code that tears the page down. */
export function unmountAll(): void {
  for (const [container] of mounted) unmountWithin(container);
  productMissingReported = false;
  declinedReported = false;
}
