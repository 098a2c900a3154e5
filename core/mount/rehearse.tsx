import { startTransition, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';

/**
 * The renderer's rehearsal, a warm-up step (core/mount/warm-up.ts): one small tree rendered, updated and
 * unmounted in an element that is never in the page. Evaluating the renderer's chunk compiles only its top
 * level; the engine compiles each function the first time it runs, so the first island the shopper wakes
 * paid for compiling the renderer's whole render and commit path (at 4× CPU the first render took three
 * times as long as the next island's). The tree uses what islands use (state, effects, an external store,
 * ids, refs, event props, form controls, attributes, styles) so that path is compiled at idle instead.
 */
const noop = () => {};
const subscribe = () => noop;
const snapshot = () => 1;

function Part({ n }: { n: number }) {
  const [on, setOn] = useState(false);
  const id = useId();
  const ref = useRef<HTMLButtonElement>(null);
  const store = useSyncExternalStore(subscribe, snapshot);
  const label = useMemo(() => `${n}:${store}`, [n, store]);
  const toggle = useCallback(() => setOn((v) => !v), []);
  useLayoutEffect(() => {
    ref.current?.getAttribute('id');
  }, []);
  // A state update from an effect, as islands make when they subscribe: the update path is compiled too.
  useEffect(() => {
    if (n !== 0) return;
    const timer = setTimeout(() => setOn(true), 0);
    return () => clearTimeout(timer);
  }, [n]);
  return (
    <li className={on ? 'a --on' : 'a'} data-n={n} style={{ order: n }}>
      <button ref={ref} id={id} type="button" aria-pressed={on} onClick={toggle} onKeyDown={noop}>
        {label}
      </button>
      <label htmlFor={`${id}i`}>{on ? 'on' : 'off'}</label>
      <input id={`${id}i`} type="radio" checked={on} onChange={toggle} />
      <select value={on ? 'b' : 'a'} onChange={toggle} aria-label={label}>
        <option value="a">a</option>
        <option value="b">b</option>
      </select>
      {on && <span hidden>{n}</span>}
    </li>
  );
}

/** The next idle period (a short timeout where the browser has none). */
const idle = (win: Window & typeof globalThis): Promise<void> =>
  new Promise((resolve) => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(() => resolve(), { timeout: 1000 }) : win.setTimeout(resolve, 20)));

/**
 * Three steps, each in an idle period of its own so none is a long task: the first render as a transition
 * (React renders it in slices of a few milliseconds, yielding in between, which is where most of the
 * compiling happens), an update rendered at once (the path a shopper's tap takes), and the unmount.
 */
export async function rehearse(doc: Document = document): Promise<void> {
  const win = (doc.defaultView ?? window) as Window & typeof globalThis;
  const host = doc.createElement('div');
  const root = createRoot(host);
  await new Promise<void>((resolve) => {
    const Done = () => {
      useLayoutEffect(resolve, []);
      return null;
    };
    startTransition(() =>
      root.render(
        <>
          {tree(0)}
          <Done />
        </>,
      ),
    );
  });
  await idle(win);
  flushSync(() => root.render(tree(1)));
  await idle(win);
  root.unmount();
}

const tree = (n: number) => (
  <ul>
    {[0, 1, 2].map((i) => (
      <Part key={i} n={i + n} />
    ))}
  </ul>
);
