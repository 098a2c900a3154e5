// A "?" tip beside a control or a figure, where the theme puts its `span.show_tip.css_tip.css_tip_small`
// with a question-mark icon (the points button, the points to receive). The theme's is a bare span with
// a title, shown by its tooltip script on hover only; this one is a real button inside the same span, so
// it is reached by Tab and named, and its words are its description (read with the button, shown or not).
// It shows on hover, on focus and on a press (a touch screen has no hover), stays while the pointer is
// over it, and Escape hides it (WCAG 1.4.13). The box takes the tooltips island's class
// (`storefront_tooltip`), so the theme's one rule styles both.
import { useState, type KeyboardEvent } from 'react';
import { useUid } from './use-uid';

export interface TipProps {
  /** The words shown, as text. */
  text: string;
  /** The button's name ("About paying with points"): the "?" alone names nothing. */
  label: string;
}

const BOX = { position: 'absolute', zIndex: 1000, top: '100%', left: 0, width: 'max-content', maxWidth: 280 } as const;

export function Tip({ text, label }: TipProps) {
  const id = `tip_${useUid()}`;
  const [open, setOpen] = useState(false);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
    }
  };
  return (
    <span className="show_tip css_tip css_tip_small" style={{ position: 'relative', display: 'inline-block' }}
      onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} onKeyDown={onKeyDown}>
      <button type="button" className="show_tip__button" aria-label={label} aria-describedby={id} aria-expanded={open}
        onFocus={() => setOpen(true)} onBlur={() => setOpen(false)} onClick={() => setOpen((o) => !o)}>
        <i className="icon-question" aria-hidden="true" />
      </button>
      <span id={id} role="tooltip" className="storefront_tooltip show_tip__text" hidden={!open} style={BOX}>
        {text}
      </span>
    </span>
  );
}
