// Shows a toast from any island or theme code: one `storefront:toast` event on document, which
// the toasts island shows (it wakes on the first one; earlier ones are kept by the entry).
import { emit, type ToastKind } from './events';

export type { ToastKind };

export interface ToastOptions {
  /**
   * How long the toast stays, in ms; the timer pauses while hovered or focused. Default: 4000 for info and
   * success; errors and warnings stay until the shopper closes them.
   */
  duration?: number;
}

export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): void {
  emit('storefront:toast', options.duration === undefined ? { kind, message } : { kind, message, duration: options.duration });
}
