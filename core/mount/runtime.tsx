import { startTransition, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IslandBoundary } from './boundary';
import { unmountRoot } from './unmount-root';
import type { IslandDefinition, IslandModule, RegistryEntry } from './types';
import type { TriggerContext } from './triggers';
import { ensureStore } from './store-init';
import { emit } from '../events';
import { yieldToMain } from '../dom/yield';
import { ensureHiddenRule } from '../dom/hidden-rule';
import { declinedFeature, declinedMessage } from '../product/declined';
import { prepareWaiting } from './prepare';

/**
 * The runtime chunk: loaded with the first island that wakes. Creates one React root per
 * island, isolates failures (the server HTML comes back untouched) and tracks roots so
 * every mount can unmount.
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

interface Mounted {
  name: string;
  release: () => void;
  setState: MountContext['setState'];
  root: Root;
  container: HTMLElement;
  teardown: () => void;
}

const mounted = new Map<HTMLElement, Mounted[]>();
// The waiting containers' DOM-only jobs (core/mount/prepare.ts), as soon as the runtime is here.
if (typeof document !== 'undefined') prepareWaiting(document);
let productMissingReported = false;
let declinedReported = false;
/** Islands whose chunk failed to load, already reported on the console. */
const importFailureReported = new Set<string>();

/** The end of the last queued island's turn (see takeTurn). */
let lastTurn: Promise<unknown> = Promise.resolve();
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** How long one island may hold the queue before the next goes anyway (a render that suspends, an effect that never runs). */
const TURN_LIMIT_MS = 100;

/**
 * Islands that wake together (at the load event, at idle) take turns: each one's first render starts in a
 * task of its own once the island before has rendered and run its effects. Preact (the lean build) renders
 * a transition at once, so without turns every island waking in one idle callback was one long task of
 * 80–160 ms at 4× CPU; with them each is a task of its own (issue 16's TBT budget). An island the shopper
 * woke (a click, an event) does not queue.
 */
function takeTurn(queued: boolean): { ready: Promise<void>; done: () => void } {
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  if (!queued) return { ready: Promise.resolve(), done };
  const ready = lastTurn.then(yieldToMain);
  lastTurn = ready.then(() => Promise.race([finished, delay(TURN_LIMIT_MS)]));
  return { ready, done };
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));

export async function mountIsland(
  entry: RegistryEntry,
  module: Promise<IslandModule>,
  container: HTMLElement,
  ctx: MountContext,
): Promise<void> {
  const { name } = entry;
  const { setState, rootAttr } = ctx;
  // Containers claimed since (a region swapped in) get theirs too.
  prepareWaiting(container.ownerDocument);
  const fail = (stage: string, err: unknown) => {
    setState('failed');
    console.error(`[storefront] island "${name}" failed to ${stage}: ${describe(err)}`, err);
    emit('storefront:island-failed', { name, message: describe(err) });
  };

  const store = await ensureStore(ctx);
  if (entry.needsProduct && !store.getState().product.model) {
    setState('skipped');
    // Once per page: the reader has already said what was wrong with the data, if anything.
    if (!productMissingReported) {
      productMissingReported = true;
      console.error(`[storefront] island "${name}" (and any other needing it) needs the page's product data, which is missing or malformed; not mounted.`);
    }
    return;
  }
  // A product page the product islands do not serve yet: the form stays the theme's (core/product/declined.ts).
  const declined = entry.needsProduct ? declinedFeature(container.ownerDocument) : null;
  if (declined) {
    setState('theme');
    if (!declinedReported) {
      declinedReported = true;
      console.warn(declinedMessage(declined));
    }
    return;
  }

  let def: IslandDefinition<unknown>;
  let config: unknown;
  try {
    def = (await module).default;
  } catch (err) {
    // One chunk serves every container of the island: its failure is one console line per page,
    // while each container still ends 'failed' and sends its storefront:island-failed event.
    if (importFailureReported.has(name)) {
      setState('failed');
      emit('storefront:island-failed', { name, message: describe(err) });
    } else {
      importFailureReported.add(name);
      fail('load', err);
    }
    return;
  }
  const turn = takeTurn(entry.trigger !== 'interaction' && !entry.wakeOn);
  await turn.ready;
  const endTurn = turn.done;
  try {
    config = def.readConfig ? def.readConfig(container) : undefined;
  } catch (err) {
    endTurn();
    fail('load', err);
    return;
  }
  if (!container.isConnected) {
    // Removed while its chunk was downloading (a region swapped out): nothing to mount.
    endTurn();
    setState('unmounted');
    return ctx.release();
  }

  const host = def.host === 'append' ? document.createElement('div') : container;
  // React clears a container on its first commit; keep the nodes (with the theme's own
  // listeners) so a failing island can put the page back exactly as the server sent it.
  const serverNodes = host === container ? Array.from(container.childNodes) : [];
  if (host !== container) {
    host.setAttribute('data-island-host', name);
    container.append(host);
  }

  let failed = false;
  const record: Mounted = { name, release: ctx.release, setState, root: undefined as unknown as Root, container, teardown: () => {} };
  const restore = (err: unknown) => {
    if (failed) return;
    failed = true;
    endTurn();
    // Unmounting inside React's own error handling is not allowed; do it right after.
    queueMicrotask(() => {
      record.teardown();
      if (host === container) container.replaceChildren(...serverNodes);
      fail('render', err);
    });
  };

  host.setAttribute(rootAttr, name);
  // `hidden` inside our roots wins over the theme's display rules (core/dom/hidden-rule).
  ensureHiddenRule(host.ownerDocument);
  const root = createRoot(host, {
    onUncaughtError: restore,
    onCaughtError: restore,
    onRecoverableError: (err) => console.warn(`[storefront] island "${name}" recovered from: ${describe(err)}`),
  });
  record.root = root;
  record.teardown = () => {
    unmountRoot(root);
    if (host !== container) host.remove();
    else container.removeAttribute(rootAttr);
    const list = mounted.get(container)?.filter((m) => m !== record) ?? [];
    if (list.length) mounted.set(container, list);
    else mounted.delete(container);
  };
  mounted.set(container, [...(mounted.get(container) ?? []), record]);

  const Island = def.Component;
  const Signal = () => {
    useEffect(() => {
      endTurn();
      setState('mounted');
      emit('storefront:island-mounted', { name });
    }, []);
    return null;
  };
  // A transition: React renders the first mount in slices that yield to the browser, so islands
  // waking together at the load event do not add up to one long task (issue 9's TBT budget).
  startTransition(() =>
    root.render(
      <IslandBoundary onError={restore}>
        <Island config={config} container={container} takeEarlyEvents={ctx.takeEarlyEvents} />
        <Signal />
      </IslandBoundary>,
    ),
  );
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
