import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { useTexts } from '../../core/texts';
import { addId, contentElement, findTooltipSource, hasOwnName, isNativeControl, landmarkOf, needsRole, needsTabindex, originFor, type TooltipSource } from './content';
import { texts } from './texts';
import { useUid } from '../../core/ui/use-uid';

export interface TooltipConfig {
  /** Fade in and out, ms (spec: 400). */
  fade: number;
  /** Time the tooltip stays after the pointer or focus leaves, ms (spec: 500). */
  hideDelay: number;
}

/** Whether the pointer is over `el` now (false where the engine cannot tell). */
const hovered = (el: Element): boolean => {
  try {
    return el.matches(':hover');
  } catch {
    return false;
  }
};

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A tooltip for one trigger (`.showTip`, `.showTip_basket`, `span.btn_note`): shown on hover and on keyboard
 * focus, fading in and out, hidden 500 ms after the pointer and focus have left; it stays while the pointer
 * is over the tooltip itself and Escape dismisses it (WCAG 1.4.13). The trigger is described by it
 * (`aria-describedby`, the tooltip stays in the page while hidden) and made focusable when it is not; a plain
 * element gets role=button and, without words of its own, a name (WCAG 4.1.2); Enter, Space or a click show
 * the tooltip too (a touch screen has no hover). The tooltip is placed in the trigger's landmark (else <body>).
 */
export function Tooltip({ config, container: trigger }: IslandProps<TooltipConfig>) {
  const id = `tooltip_${useUid()}`;
  const patch = useDomPatch();
  const t = useTexts(texts);
  const [source] = useState<TooltipSource>(() => findTooltipSource(trigger));
  const [host] = useState(() => landmarkOf(trigger) ?? document.body);
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState({ top: 0, left: 0 });
  const tipRef = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const over = useRef({ trigger: false, tip: false, focus: false });

  const show = useCallback(() => {
    clearTimeout(hideTimer.current);
    const r = trigger.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    // Viewport px, less where the tooltip's own (0, 0) is: the document's origin or a positioned landmark's.
    const origin = tipRef.current ? originFor(tipRef.current) : { left: -window.scrollX, top: -window.scrollY };
    setPlace({ top: r.bottom + 6 - origin.top, left: Math.max(4, Math.min(r.left, width - 284)) - origin.left });
    setOpen(true);
  }, [trigger]);
  const hideLater = useCallback(() => {
    clearTimeout(hideTimer.current);
    const { trigger: overTrigger, tip, focus } = over.current;
    if (overTrigger || tip || focus) return;
    hideTimer.current = setTimeout(() => setOpen(false), config.hideDelay);
  }, [config.hideDelay]);

  useEffect(() => {
    // Named in the console by the load job (./job.ts), which runs for every trigger.
    if (source.kind === 'none') return;
    const islandHost = trigger.querySelector<HTMLElement>(':scope > [data-island-host="tooltips"]');
    if (islandHost) islandHost.hidden = true;
    // The browser's own title tooltip would show the same words a second time.
    if (source.kind === 'text' && source.from === 'title') patch.attr(trigger, 'title', null);
    // The load job (./job.ts) has made these at load; woken without it (a test, an inserted trigger) the island does.
    if (needsTabindex(trigger)) patch.attr(trigger, 'tabindex', '0');
    if (needsRole(trigger)) {
      patch.attr(trigger, 'role', 'button');
      if (!hasOwnName(trigger)) patch.attr(trigger, 'aria-label', t.more);
    }
    const asButton = trigger.getAttribute('role') === 'button' && !isNativeControl(trigger);
    // Described by the tooltip now, no longer by the server's .tooltipContent (the job's description until now).
    const content = source.kind === 'text' && source.from === 'title' ? null : contentElement(trigger);
    patch.attr(trigger, 'aria-describedby', addId(trigger.getAttribute('aria-describedby'), id, content?.id || undefined));

    const state = over.current;
    const enter = () => ((state.trigger = true), show());
    const leave = () => ((state.trigger = false), hideLater());
    const focus = () => ((state.focus = true), show());
    const blur = (e: FocusEvent) => {
      state.focus = false;
      // Focus moved on to another control (Tab): the tip goes at once, so it never covers the control
      // that now has focus (WCAG 2.4.11); the hide delay is for the pointer and for focus leaving the window.
      const next = e.relatedTarget instanceof Node ? e.relatedTarget : null;
      if (next && !tipRef.current?.contains(next) && !state.trigger && !state.tip) {
        clearTimeout(hideTimer.current);
        setOpen(false);
      } else hideLater();
    };
    // A button answers Enter and Space (and a click, which screen readers send): it shows the tooltip.
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      show();
    };
    trigger.addEventListener('pointerenter', enter);
    trigger.addEventListener('pointerleave', leave);
    trigger.addEventListener('focus', focus);
    trigger.addEventListener('blur', blur);
    if (asButton) {
      trigger.addEventListener('keydown', key);
      trigger.addEventListener('click', show);
    }
    // Woken by the pointer or the focus (the island waits for the shopper's intent): show at once.
    if (document.activeElement === trigger) focus();
    else if (hovered(trigger)) enter();
    return () => {
      trigger.removeEventListener('pointerenter', enter);
      trigger.removeEventListener('pointerleave', leave);
      trigger.removeEventListener('focus', focus);
      trigger.removeEventListener('blur', blur);
      trigger.removeEventListener('keydown', key);
      trigger.removeEventListener('click', show);
      clearTimeout(hideTimer.current);
      if (islandHost) islandHost.hidden = false;
    };
  }, [source, trigger, id, patch, show, hideLater, t.more]);

  // Rich content: the server's nodes move into the tooltip and go back when the island leaves.
  useLayoutEffect(() => {
    const tip = tipRef.current;
    if (source.kind !== 'nodes' || !tip) return;
    const nodes = Array.from(source.from.childNodes);
    tip.append(...nodes);
    return () => source.from.append(...nodes);
  }, [source]);

  // Attached as the tip shows (a layout effect): an Escape right after focus must not be missed (lean build).
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      clearTimeout(hideTimer.current);
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (source.kind === 'none') return null;
  const fade = reducedMotion() ? 0 : config.fade;
  return createPortal(
    <div
      ref={tipRef}
      id={id}
      role="tooltip"
      className={`tooltip storefront_tooltip${open ? ' --open' : ''}`}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={() => ((over.current.tip = true), show())}
      onPointerLeave={() => ((over.current.tip = false), hideLater())}
      style={{
        position: 'absolute',
        top: place.top,
        left: place.left,
        zIndex: 1000,
        opacity: open ? 1 : 0,
        visibility: open ? 'visible' : 'hidden',
        // Fading out it takes no pointer and covers nothing a click or a focus check would hit.
        pointerEvents: open ? undefined : 'none',
        // Visibility waits for the fade-out; opening is visible at once and fades in.
        transition: `opacity ${fade}ms ease, visibility 0s linear ${open ? 0 : fade}ms`,
      }}
    >
      {source.kind === 'text' ? source.text : null}
    </div>,
    host,
  );
}
