// What one toast is, read defensively from a `storefront:toast` event's detail (theme code may send anything).
import type { ToastKind } from '../../core/events';

export const TOAST_KINDS = ['info', 'warning', 'error', 'success'] as const satisfies readonly ToastKind[];
/**
 * The spec's constants: a toast stays 4000 ms and fades in 500 ms. The 4000 ms applies to info and success
 * toasts; errors and warnings stay until dismissed (WCAG 2.2.1: they say something the shopper must read).
 */
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
  /** ms on screen (the timer pauses while hovered or focused); null: until the shopper closes it. */
  duration: number | null;
}

/** Warnings and errors interrupt (role=alert); info and success wait their turn (role=status). */
export const isAssertive = (kind: ToastKind): boolean => kind === 'warning' || kind === 'error';

/**
 * The stack with `toast` added, at most MAX_SHOWN long. The oldest info or success toast leaves first,
 * so a flood of them (say 200 sent before the stack wakes) never pushes an error or warning out.
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

/**
 * Whether a toast of this kind stays until dismissed when the event names no duration: errors and warnings
 * (WCAG 2.2.1 Timing Adjustable: an important message must not vanish before it is read). Info and success
 * leave after the default time; they confirm what the page shows anyway.
 */
export const staysByDefault = (kind: ToastKind): boolean => isAssertive(kind);

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
  // An explicit duration is the sender's choice, for any kind; without one, errors and warnings stay.
  const fallback = staysByDefault(kind) ? null : defaultDuration;
  let duration: number | null = fallback;
  if (d.duration !== undefined) {
    if (typeof d.duration === 'number' && d.duration > 0 && Number.isFinite(d.duration)) duration = Math.min(d.duration, MAX_DURATION);
    else console.error(`${ISLAND} toast duration ${shown(d.duration)} is not a positive number of ms; using ${fallback ?? 'none (it stays until closed)'}`);
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
