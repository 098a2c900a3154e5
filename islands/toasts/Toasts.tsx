import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { on } from '../../core/events';
import { useTexts } from '../../core/texts';
import { texts } from './texts';
import { ToastItem } from './ToastItem';
import { isAssertive, prefersReducedMotion, readToast, stackWith, type Toast } from './toast';
import { TOASTS_CSS } from './styles';
import { nonceProp } from '../../core/dom/page-nonce';

export interface ToastsConfig {
  /** Default time on screen of info and success toasts, ms (the spec: 4000); errors and warnings stay until closed. */
  duration: number;
  /** Fade in and out, ms (the spec: 500). */
  fade: number;
}

/**
 * Screen readers announce changes to a live region that was already in the page, not one
 * inserted together with its text: toasts that woke the island wait this long after mount.
 */
export const SETTLE_MS = 150;

/**
 * The stack is a grid of two columns, a toast's words and its close button, one row per toast in the
 * order they came. The two live regions and the column of buttons each span every row and share them
 * (subgrid), so a button sits beside its toast while only the words are in a live region. Its height
 * is capped to the window in TOASTS_CSS, and it scrolls.
 */
const STACK: CSSProperties = {
  position: 'fixed', left: '50%', bottom: 24, transform: 'translateX(-50%)', zIndex: 200,
  width: 'min(92vw, 480px)', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: 8,
};
const rows = (count: number): CSSProperties => ({ gridRow: `1 / span ${Math.max(1, count)}`, display: 'grid', gridTemplateRows: 'subgrid' });
const LIST: CSSProperties = { gridColumn: '1 / -1', gridTemplateColumns: 'minmax(0, 1fr)', pointerEvents: 'none' };
const CLOSES: CSSProperties = { gridColumn: 2, position: 'relative', zIndex: 1, pointerEvents: 'none' };

/**
 * Only one stack per page, even when a theme also places the island explicitly. The claim is
 * the container, not something made during render: the first mount is a transition, and React
 * may throw a render away and start it again (hooks and all), which must claim as the same stack.
 */
let activeStack: HTMLElement | null = null;

/** Claims the page's one stack for `container`; true when it is (or already was) its own. */
function claimStack(container: HTMLElement): boolean {
  if (activeStack && activeStack !== container && activeStack.isConnected) return false;
  activeStack = container;
  return true;
}

function releaseStack(container: HTMLElement): void {
  if (activeStack === container) activeStack = null;
}

export function Toasts({ config, container, takeEarlyEvents }: IslandProps<ToastsConfig>) {
  const t = useTexts(texts);
  const [toasts, setToasts] = useState<Toast[]>([]);
  // Claimed at first render, so the stack's live regions are in the very first commit.
  const [owner] = useState(() => claimStack(container));
  const fade = useMemo(() => (prefersReducedMotion() ? 0 : config.fade), [config.fade]);
  const stackRef = useRef<HTMLElement>(null);
  // The column the close buttons go into (outside the live regions); set once it is in the page.
  const [closes, setCloses] = useState<HTMLDivElement | null>(null);
  const newest = useRef(0);

  useEffect(() => {
    if (!owner) {
      console.warn('[storefront:toasts] another toast stack is already on the page; this one stays empty');
      return;
    }
    const add = (detail: unknown) => {
      const toast = readToast(detail, config.duration);
      if (toast) setToasts((list) => stackWith(list, toast));
    };
    let pending: unknown[] | null = [];
    const off = on('storefront:toast', (e) => (pending ? pending.push(e.detail) : add(e.detail)));
    // Taken after our own listener is on, so nothing falls between the entry's keeper and us.
    pending.unshift(...(takeEarlyEvents?.() ?? []));
    const settle = setTimeout(() => {
      const early = pending ?? [];
      pending = null;
      early.forEach(add);
    }, SETTLE_MS);
    return () => {
      off();
      clearTimeout(settle);
      releaseStack(container);
    };
  }, [config.duration, container, owner, takeEarlyEvents]);

  // A new toast in a stack taller than the window: the stack scrolls to it (the newest is last).
  useLayoutEffect(() => {
    const last = toasts.at(-1)?.id ?? 0;
    if (last <= newest.current) return;
    newest.current = last;
    const stack = stackRef.current;
    if (stack && stack.scrollHeight > stack.clientHeight) stack.scrollTop = stack.scrollHeight;
  }, [toasts]);

  const onGone = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  const onClosing = useCallback((id: number, returnTo: HTMLElement | null, focusWasInside: boolean) => {
    if (!focusWasInside) return;
    // Focus goes back where the shopper came from, else to the next toast, never lost to <body>.
    if (returnTo?.isConnected) return returnTo.focus();
    const next = stackRef.current?.querySelector<HTMLElement>(`.alertek__close:not([data-toast-id="${id}"])`);
    next?.focus();
  }, []);

  if (!owner) return null;
  const span = rows(toasts.length);
  const item = (toast: Toast) => (
    <ToastItem
      key={toast.id}
      toast={toast}
      row={toasts.indexOf(toast) + 1}
      closes={closes}
      fade={fade}
      closeLabel={t.close}
      closeSign={t.closeSign}
      onGone={onGone}
      onClosing={onClosing}
    />
  );
  // Both live regions are rendered empty from the start, so the first message is announced. They hold
  // the toasts' words only; the close buttons are in the column after them.
  return (
    <section ref={stackRef} className="storefront-toasts" aria-label={t.region} style={STACK} data-notification-layer="">
      <style nonce={nonceProp()}>{TOASTS_CSS}</style>
      <div className="storefront-toasts__list --assertive" role="alert" aria-live="assertive" aria-atomic="false" style={{ ...LIST, ...span }}>
        {toasts.filter((x) => isAssertive(x.kind)).map(item)}
      </div>
      <div className="storefront-toasts__list --polite" role="status" aria-live="polite" aria-atomic="false" style={{ ...LIST, ...span }}>
        {toasts.filter((x) => !isAssertive(x.kind)).map(item)}
      </div>
      <div ref={setCloses} className="storefront-toasts__closes" style={{ ...CLOSES, ...span }} />
    </section>
  );
}
