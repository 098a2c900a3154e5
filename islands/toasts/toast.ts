// What one toast is, read defensively from a `storefront:toast` event's detail (theme code may send anything).
import type { ToastKind } from '../../core/events';

export const TOAST_KINDS = ['info', 'warning', 'error', 'success'] as const satisfies readonly ToastKind[];
/** The spec's constants: a toast stays 4000 ms and fades in 500 ms. */
export const DEFAULT_DURATION = 4000;
export const DEFAULT_FADE = 500;
/** setTimeout's ceiling; a longer duration would fire at once. */
const MAX_DURATION = 2_147_483_647;
/** Older toasts leave when more than this many are shown. */
export const MAX_SHOWN = 5;

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  duration: number;
}

/** Warnings and errors interrupt (role=alert); info and success wait their turn (role=status). */
export const isAssertive = (kind: ToastKind): boolean => kind === 'warning' || kind === 'error';

/**
 * The stack with `toast` added, at most MAX_SHOWN long. The oldest info or success toast leaves first,
 * so a flood of them (200 sent before the stack woke, issue 19) never pushes an error or warning out.
 */
export function stackWith(list: readonly Toast[], toast: Toast): Toast[] {
  const next = [...list, toast];
  while (next.length > MAX_SHOWN) {
    const polite = next.findIndex((x) => !isAssertive(x.kind));
    next.splice(Math.max(polite, 0), 1);
  }
  return next;
}

const ISLAND = '[storefront:toasts]';
const shown = (v: unknown): string => {
  try {
    return JSON.stringify(v)?.slice(0, 80) ?? String(v);
  } catch {
    return String(v);
  }
};

let nextId = 1;

/** The toast an event asks for, or null (with a console message) when it names no message. */
export function readToast(detail: unknown, defaultDuration = DEFAULT_DURATION): Toast | null {
  const d = (typeof detail === 'object' && detail !== null ? detail : {}) as Record<string, unknown>;
  if (typeof d.message !== 'string' || d.message.trim() === '') {
    console.error(`${ISLAND} a storefront:toast event needs detail { kind, message } with a text message; got ${shown(detail)}`);
    return null;
  }
  let kind: ToastKind = 'info';
  if ((TOAST_KINDS as readonly unknown[]).includes(d.kind)) kind = d.kind as ToastKind;
  else console.error(`${ISLAND} toast kind ${shown(d.kind)} is not one of ${TOAST_KINDS.join(', ')}; shown as info`);
  let duration = defaultDuration;
  if (d.duration !== undefined) {
    if (typeof d.duration === 'number' && d.duration > 0 && Number.isFinite(d.duration)) duration = Math.min(d.duration, MAX_DURATION);
    else console.error(`${ISLAND} toast duration ${shown(d.duration)} is not a positive number of ms; using ${defaultDuration}`);
  }
  return { id: nextId++, kind, message: d.message, duration };
}

export function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  } catch {
    return false;
  }
}
