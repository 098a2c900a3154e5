import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { Toast } from './toast';

interface Props {
  toast: Toast;
  /** The toast's row in the stack's grid (1-based, the order toasts came in). */
  row: number;
  /** Where the close buttons go: the stack's column beside the live regions, outside them (null before it is in the page). */
  closes: HTMLElement | null;
  /** Fade in and out, ms (0 with reduced motion). */
  fade: number;
  closeLabel: string;
  /** The close button's visible glyph (hidden from screen readers, which hear closeLabel). */
  closeSign: string;
  /** Called once the toast has faded out. */
  onGone: (id: number) => void;
  /** Called as it starts to leave; with focus on its button, the stack moves focus elsewhere. */
  onClosing: (id: number, returnFocusTo: HTMLElement | null, focusWasInside: boolean) => void;
}

/** Room the close button takes at the box's end: 32 px, 8 px from the edge, 12 px from the words. */
const CLOSE_ROOM = 52;
// Laid out by the stack, whatever the theme's `.alertek` (a fixed box on real shops) says. It spans the
// stack's two columns; its close button sits over its end, in the same grid row.
const ITEM: CSSProperties = {
  position: 'relative', left: 'auto', right: 'auto', bottom: 'auto', top: 'auto', zIndex: 'auto', transform: 'none', maxWidth: 'none',
  display: 'flex', alignItems: 'flex-start', gridColumn: '1 / -1', paddingRight: CLOSE_ROOM, pointerEvents: 'auto',
};
const MESSAGE: CSSProperties = { margin: 0, flex: 1, overflowWrap: 'anywhere' };
const CLOSE: CSSProperties = {
  gridColumn: 2, alignSelf: 'start', justifySelf: 'end', minWidth: 32, minHeight: 32, margin: '6px 8px 0 0', padding: 0, border: 0,
  background: 'transparent', font: 'inherit', fontSize: '1.25rem', lineHeight: 1, cursor: 'pointer', pointerEvents: 'auto',
};

/**
 * One toast: its own timer (none for a toast that stays until closed), paused while the pointer is over it or
 * focus is on its button. The box with the words is in the stack's live region; the close button is not (its
 * name would be read out with every toast): it goes into the stack's column of buttons, in the toast's row,
 * described by the toast's words.
 */
export function ToastItem({ toast, row, closes, fade, closeLabel, closeSign, onGone, onClosing }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const [entered, setEntered] = useState(fade === 0);
  const [leaving, setLeaving] = useState(false);
  const [overBox, setOverBox] = useState(false);
  const [overButton, setOverButton] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.duration ?? 0);
  const timed = toast.duration !== null;
  /** Where focus came from when the shopper moved onto the button; it goes back there on close. */
  const cameFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (entered) return;
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, [entered]);

  // The button is not inside the box, so it cannot inherit the box's text colour (the theme's `.alertek.--<kind>`): it is given it.
  useLayoutEffect(() => {
    if (box.current && button.current) button.current.style.color = getComputedStyle(box.current).color;
  }, [closes, toast.kind]);

  // The timer runs only while nobody is reading or using the toast; what is left carries over.
  const paused = overBox || overButton || focused;
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
    const inside = button.current !== null && button.current === document.activeElement;
    onClosing(toast.id, cameFrom.current, inside);
    setLeaving(true);
  };

  const shown: CSSProperties = { gridRow: row, opacity: entered && !leaving ? 1 : 0, transition: fade ? `opacity ${fade}ms ease` : 'none' };
  return (
    <div
      ref={box}
      className={`alertek --${toast.kind}`}
      data-toast-id={toast.id}
      style={{ ...ITEM, ...shown }}
      onMouseEnter={() => setOverBox(true)}
      onMouseLeave={() => setOverBox(false)}
    >
      <p id={messageId} className="alertek__message" style={MESSAGE}>
        {toast.message}
      </p>
      {closes &&
        createPortal(
          <button
            ref={button}
            type="button"
            className="alertek__close"
            data-toast-id={toast.id}
            aria-label={closeLabel}
            aria-describedby={messageId}
            style={{ ...CLOSE, ...shown }}
            onClick={close}
            onMouseEnter={() => setOverButton(true)}
            onMouseLeave={() => setOverButton(false)}
            onFocus={(e) => {
              if (!focused && e.relatedTarget instanceof HTMLElement && e.relatedTarget !== button.current) cameFrom.current = e.relatedTarget;
              setFocused(true);
            }}
            onBlur={() => setFocused(false)}
            onKeyDown={(e) => {
              if (e.key !== 'Escape') return;
              // The toast closes, not whatever dialog or menu lies beneath it.
              e.stopPropagation();
              close();
            }}
          >
            <span aria-hidden="true">{closeSign}</span>
          </button>,
          closes,
        )}
    </div>
  );
}
