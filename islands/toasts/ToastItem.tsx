import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Toast } from './toast';

interface Props {
  toast: Toast;
  /** Fade in and out, ms (0 with reduced motion). */
  fade: number;
  closeLabel: string;
  /** The close button's visible glyph (hidden from screen readers, which hear closeLabel). */
  closeSign: string;
  /** Called once the toast has faded out. */
  onGone: (id: number) => void;
  /** Called as it starts to leave; with focus inside, the stack moves focus elsewhere. */
  onClosing: (id: number, returnFocusTo: HTMLElement | null, focusWasInside: boolean) => void;
}

// Laid out by the stack, whatever the theme's `.alertek` (a fixed box on real shops) says.
const ITEM: CSSProperties = {
  position: 'relative', left: 'auto', right: 'auto', bottom: 'auto', top: 'auto', transform: 'none', maxWidth: 'none',
  display: 'flex', alignItems: 'flex-start', gap: 12, pointerEvents: 'auto',
};
const MESSAGE: CSSProperties = { margin: 0, flex: 1, overflowWrap: 'anywhere' };
const CLOSE: CSSProperties = {
  flex: 'none', minWidth: 32, minHeight: 32, margin: '-6px -8px -6px 0', padding: 0, border: 0,
  background: 'transparent', color: 'inherit', font: 'inherit', fontSize: '1.25rem', lineHeight: 1, cursor: 'pointer',
};

/** One toast: its own timer (none for a toast that stays until closed), paused while the pointer is over it or focus is in it. */
export function ToastItem({ toast, fade, closeLabel, closeSign, onGone, onClosing }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [entered, setEntered] = useState(fade === 0);
  const [leaving, setLeaving] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.duration ?? 0);
  const timed = toast.duration !== null;
  /** Where focus came from when the shopper moved into the toast; it goes back there on close. */
  const cameFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (entered) return;
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, [entered]);

  // The timer runs only while nobody is reading or using the toast; what is left carries over.
  const paused = hovered || focused;
  useEffect(() => {
    if (!timed || paused || leaving) return;
    const started = Date.now();
    const timer = setTimeout(() => setLeaving(true), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [timed, paused, leaving]);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => onGone(toast.id), fade);
    return () => clearTimeout(timer);
  }, [leaving, fade, onGone, toast.id]);

  const close = () => {
    if (leaving) return;
    const inside = ref.current?.contains(document.activeElement) ?? false;
    onClosing(toast.id, cameFrom.current, inside);
    setLeaving(true);
  };

  return (
    <div
      ref={ref}
      className={`alertek --${toast.kind}`}
      data-toast-id={toast.id}
      style={{ ...ITEM, opacity: entered && !leaving ? 1 : 0, transition: fade ? `opacity ${fade}ms ease` : 'none' }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(e) => {
        if (!focused && e.relatedTarget instanceof HTMLElement && !ref.current?.contains(e.relatedTarget)) cameFrom.current = e.relatedTarget;
        setFocused(true);
      }}
      onBlur={(e) => {
        if (!(e.relatedTarget instanceof Node && ref.current?.contains(e.relatedTarget))) setFocused(false);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        // The toast closes, not whatever dialog or menu lies beneath it.
        e.stopPropagation();
        close();
      }}
    >
      <p className="alertek__message" style={MESSAGE}>
        {toast.message}
      </p>
      <button type="button" className="alertek__close" aria-label={closeLabel} style={CLOSE} onClick={close}>
        <span aria-hidden="true">{closeSign}</span>
      </button>
    </div>
  );
}
