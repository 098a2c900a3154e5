// The one modal dialog every island opens (WAI-ARIA APG "Dialog (Modal)"), in IdoSell's own modal markup
// (`div.modal[role=dialog] > div.modal__wrapper > .modal__close + div.modal__content`) so the theme's CSS
// styles it. Rendered = open: mounting opens it, unmounting closes it and puts everything back.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { inertOutside } from '../dom/inert';
import { firstFocus, lockScroll, notificationLayers, outsideClickBlock, topLayers, visibleCookieBanner } from './modal-layer';
import { useModalKeys } from './use-modal-keys';

export type CloseReason = 'close' | 'escape' | 'outside';

export interface DialogProps {
  /** Asked to close; the owner unmounts the dialog (or not). */
  onClose: (reason: CloseReason) => void;
  /** Accessible name: the id of a heading inside (preferred) … */
  labelledBy?: string;
  /** … or a text. */
  label?: string;
  describedBy?: string;
  /** Accessible name of the close button, and the sign it shows (both from the island's texts). */
  closeLabel: string;
  closeSign: string;
  /** Modifier classes after `modal`, e.g. '--region-forced'. */
  className?: string;
  id?: string;
  /** Where focus goes back on close; default: the element focused when the dialog opened. */
  returnFocus?: HTMLElement | null;
  children: ReactNode;
}

/**
 * Focus moves in (the content's first named control with a box, core/ui/modal-layer firstFocus; else the
 * close button), Tab is trapped,
 * the page behind is inert (except a visible cookie banner and other top layers, which must stay usable),
 * page scroll is locked, Escape and the close button close, and an outside click closes unless an input is
 * focused, the cookie banner is visible or a top-layer backdrop is shown. On close focus returns to the opener.
 */
export function Dialog({ onClose, labelledBy, label, describedBy, closeLabel, closeSign, className, id, returnFocus, children }: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  // Read during the first render: by the time effects run, nothing has moved focus yet.
  const [opener] = useState(() => returnFocus ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const keep: Element[] = [dialog, ...topLayers(dialog), ...notificationLayers(dialog)];
    const banner = visibleCookieBanner(dialog);
    if (banner) keep.push(banner);
    const releaseInert = inertOutside(keep);
    const unlock = lockScroll(dialog.ownerDocument);
    const content = dialog.querySelector('.modal__content');
    const first = (content && firstFocus(content)) ?? closeRef.current;
    first?.focus();
    return () => {
      releaseInert();
      unlock();
      // Back to the opener when it is still there and usable; a removed opener leaves focus to the page.
      if (opener?.isConnected && !opener.closest('[inert]')) opener.focus();
    };
  }, [opener]);

  useModalKeys(dialogRef, () => onCloseRef.current('escape'));

  // A layout effect, as the keys': an outside click as the dialog appears must not be missed.
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const wrapper = wrapperRef.current!;
    const doc = dialog.ownerDocument;
    // A press and its click must both land outside: a text selection dragged out of the dialog, or the
    // click that opened it, is not an outside click.
    // The exceptions are judged at the press too: by the click, the press has already moved focus off the
    // input the shopper was typing in.
    let pressedOutside = false;
    let blockedAtPress = false;
    // A toast's close button is not "outside": closing a notification must not close the dialog too.
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && (wrapper.contains(target) || notificationLayers(dialog).some((layer) => layer.contains(target))));
    const onDown = (event: PointerEvent) => {
      pressedOutside = outside(event.target);
      blockedAtPress = pressedOutside && outsideClickBlock(dialog) !== null;
    };
    const onClick = (event: MouseEvent) => {
      const was = pressedOutside;
      pressedOutside = false;
      if (!was || !outside(event.target)) return;
      if (blockedAtPress || outsideClickBlock(dialog)) return;
      onCloseRef.current('outside');
    };
    doc.addEventListener('pointerdown', onDown, true);
    doc.addEventListener('click', onClick, true);
    return () => {
      doc.removeEventListener('pointerdown', onDown, true);
      doc.removeEventListener('click', onClick, true);
    };
  }, []);

  return createPortal(
    <div
      ref={dialogRef}
      id={id}
      className={className ? `modal ${className}` : 'modal'}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      tabIndex={-1}
    >
      <div ref={wrapperRef} className="modal__wrapper">
        <button ref={closeRef} type="button" className="modal__close" aria-label={closeLabel} onClick={() => onClose('close')}>
          <span aria-hidden="true">{closeSign}</span>
        </button>
        <div className="modal__content">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
