import { startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { IslandBoundary } from './boundary';
import { renderNow, unmountRoot } from '../render/root-sync';
import type { IslandDefinition, IslandModule, RegistryEntry } from './types';
import { emit } from '../events';
import { afterNextPaint, yieldToMain } from '../dom/yield';
import { ensureHiddenRule } from '../dom/hidden-rule';
import { rememberServerElements, REPLAY_EVENT } from './counterpart';
import { describeError, failIsland, leftThePage, prepareIsland, readIslandConfig, track, untrack, type Mounted, type MountContext } from './mounted';

export type { MountContext } from './mounted';
export { unmountWithin, unmountAll } from './mounted';

/**
 * The React runtime chunk: loaded with the first React island that wakes. Creates one React root per
 * island, isolates failures (the server HTML comes back untouched) and tracks roots so every mount can
 * unmount. What it shares with the DOM runtime (the store, the product data, the chunk, the config, the
 * tracking) is core/mount/mounted.ts.
 */

/** The end of the last queued island's turn (see takeTurn). */
let lastTurn: Promise<unknown> = Promise.resolve();
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** How long one island may hold the queue before the next goes anyway (a render that suspends, an effect that never runs). */
const TURN_LIMIT_MS = 100;
/** The last island the shopper woke: the next one renders in the task after it (see takeTurn). */
let lastWoken: Promise<unknown> = Promise.resolve();

/**
 * Islands that wake together (at the load event, at idle) take turns: each one's first render starts in a
 * task of its own once the island before has rendered and run its effects. Preact (the lean build) renders
 * a transition at once, so without turns every island waking in one idle callback was one long task of
 * 80–160 ms at 4× CPU; with them each is a task of its own. Islands the shopper woke (a click, an event) do
 * not wait for those: they have a line of their own, one render per task.
 */
function takeTurn(queued: boolean, unseen: boolean): { ready: Promise<void>; done: () => void } {
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  // Nothing to paint: right after the island before it, and the next one still waits for that one's frame.
  if (!queued && unseen) return { ready: lastWoken.then(() => undefined), done };
  if (!queued) {
    // Islands the shopper woke together (the product islands at the first tap) render one per frame, in the
    // order they woke, the tapped one first: each is painted before the next renders, so what the tap changed
    // is on screen without waiting for the rest (a yield alone lets the next render run before the paint).
    const ready = lastWoken.then(() => new Promise<void>((resolve) => afterNextPaint(resolve)));
    lastWoken = ready;
    return { ready, done };
  }
  const ready = lastTurn.then(yieldToMain);
  lastTurn = ready.then(() => Promise.race([finished, delay(TURN_LIMIT_MS)]));
  return { ready, done };
}

/** How long a press may hold an island's first render (a pointer left down, a drag). */
const PRESS_LIMIT_MS = 1500;
const PRESS_ENDS = ['click', 'pointerup', 'pointercancel', 'dragstart'] as const;

/** Resolves in the task after the press ends (its click, if any, has been dispatched), or after PRESS_LIMIT_MS. */
function pressEnd(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    const end = () => {
      PRESS_ENDS.forEach((type) => doc.removeEventListener(type, end, true));
      clearTimeout(timer);
      setTimeout(resolve, 0);
    };
    const timer = setTimeout(end, PRESS_LIMIT_MS);
    PRESS_ENDS.forEach((type) => doc.addEventListener(type, end, true));
  });
}

export async function mountIsland(
  entry: RegistryEntry,
  module: Promise<IslandModule>,
  container: HTMLElement,
  ctx: MountContext,
): Promise<void> {
  const { name } = entry;
  const { setState, rootAttr } = ctx;
  const def = await prepareIsland<IslandDefinition<unknown>>(entry, module, container, ctx);
  if (!def) return;
  const fail = (stage: string, err: unknown) => failIsland(name, setState, stage, err);
  const queued = entry.trigger !== 'interaction' && !entry.wakeOn;
  const turn = takeTurn(queued, def.unseen === true);
  await turn.ready;
  const endTurn = turn.done;
  const read = readIslandConfig(def, name, container, ctx);
  if (!read) return endTurn();
  const { config } = read;
  // Removed while its chunk was downloading (a region swapped out): nothing to mount.
  if (leftThePage(container, ctx)) return endTurn();

  // A press in progress on the server's elements (a finger or a button still down): replaced now, the press
  // would end on an element that left the page, and the browser sends no click for it. The first render waits
  // for the release; the click that follows is held by the island's trigger and given to its stand-in.
  if (def.host !== 'append' && container.querySelector(':active')) {
    await pressEnd(container.ownerDocument);
    if (leftThePage(container, ctx)) return endTurn();
  }
  const host = def.host === 'append' ? document.createElement('div') : container;
  // React clears a container on its first commit; keep the nodes (with the theme's own
  // listeners) so a failing island can put the page back exactly as the server sent it.
  const serverNodes = host === container ? Array.from(container.childNodes) : [];
  if (host !== container) {
    host.setAttribute('data-island-host', name);
    container.append(host);
  }

  // Woken by the shopper's focus or click on the server's own elements, which the first render
  // replaces: the focus goes to the island's stand-in for the focused element if it was lost with it, and a
  // click held meanwhile on a replaced element (core/mount/triggers/interaction.ts) is given to its stand-in.
  const counterpart = host === container ? rememberServerElements(container) : null;
  const doc = container.ownerDocument;
  let focused = counterpart && container.contains(doc.activeElement) ? doc.activeElement : null;
  const follow = (e: FocusEvent) => (focused = e.target as Element);
  const replay = (e: Event) => counterpart?.((e as CustomEvent<Element>).detail)?.click();
  if (counterpart) {
    container.addEventListener('focusin', follow);
    container.addEventListener(REPLAY_EVENT, replay);
  }
  const KeepFocus = () => {
    useLayoutEffect(() => {
      container.removeEventListener('focusin', follow);
      const active = doc.activeElement;
      if (focused && !focused.isConnected && (!active || active === doc.body)) counterpart?.(focused)?.focus({ preventScroll: true });
      focused = null;
    }, []);
    return null;
  };

  let failed = false;
  const record: Mounted = { name, release: ctx.release, setState, container, teardown: () => {} };
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
    onRecoverableError: (err) => console.warn(`[storefront] island "${name}" recovered from: ${describeError(err)}`),
  });
  record.teardown = () => {
    container.removeEventListener('focusin', follow);
    container.removeEventListener(REPLAY_EVENT, replay);
    unmountRoot(root);
    if (host !== container) host.remove();
    else container.removeAttribute(rootAttr);
    untrack(record);
  };
  track(record);

  const Island = def.Component;
  const Signal = () => {
    useEffect(() => {
      endTurn();
      setState('mounted');
      emit('storefront:island-mounted', { name });
    }, []);
    return null;
  };
  const tree = (
      <IslandBoundary onError={restore}>
        {/* First: its layout effect gives the focus back before the island's own effects read where it is. */}
        <KeepFocus />
        <Island config={config} container={container} takeEarlyEvents={ctx.takeEarlyEvents} />
        <Signal />
      </IslandBoundary>
  );
  // Woken by the shopper (a tap, a key, an event sent for them): rendered now, in this task, with its effects
  // (root-sync.ts), so what they asked for is painted in the next frame and the click its trigger held is
  // handed over before it. Woken at load or idle: a transition, which React renders in
  // slices that yield to the browser, so islands waking together do not add up to one long task.
  if (queued) startTransition(() => root.render(tree));
  else renderNow(() => root.render(tree));
}
