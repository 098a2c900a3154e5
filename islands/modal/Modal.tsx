import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { on } from '../../core/events';
import { useTexts } from '../../core/texts';
import { Dialog } from '../../core/ui/Dialog';
import { bodyClasses, bodyForClick, CLOSE_CONTROLS, runConsentFunction, COOKIE_SETTINGS_LINK, labelChartCells, modifierClasses, notModalBody } from './bodies';
import { texts } from './texts';
import { ownById } from '../../core/dom/own';

const ISLAND = '[storefront:modal]';

interface Open {
  body: HTMLElement;
  opener: HTMLElement | null;
  className: string;
  label: string | null;
}

/** The body's own name: data-modal-label, else its first heading, else the link that opened it. */
function nameOf(body: HTMLElement, opener: HTMLElement | null): string | null {
  const own = body.getAttribute('data-modal-label')?.trim();
  if (own) return own;
  const heading = body.querySelector('h1, h2, h3, h4, h5, h6, .headline')?.textContent?.trim();
  if (heading) return heading;
  return opener?.textContent?.trim() || null;
}

/**
 * Opens server-rendered modal bodies in the shared dialog: page links `a[href="#id"]` to an element that
 * matches MODAL_BODIES, the `storefront:modal-open` event ({ id }) from islands and theme code, and the
 * cookie-settings link. The body is moved into the dialog (its spot kept by `#modal_placeholder`) and put
 * back on close, so its listeners and whatever the shopper typed in it stay.
 */
export function Modal({ takeEarlyEvents }: IslandProps<undefined>) {
  const t = useTexts(texts);
  const [open, setOpen] = useState<Open | null>(null);

  // Every way in (a link, storefront:modal-open) shows a body alike: a size chart gets its platform classes
  // and its labelled cells whichever way it was asked for.
  const show = useCallback((body: HTMLElement, opener: HTMLElement | null, extraClass?: string) => {
    labelChartCells(body);
    setOpen({ body, opener, className: modifierClasses(body.getAttribute('data-modal-class'), bodyClasses(body), extraClass), label: nameOf(body, opener) });
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      // A body's own close control (the added dialog's "continue shopping" `.added__button.--close`).
      if (target?.closest(CLOSE_CONTROLS.map((c) => `#modal ${c}`).join(', '))) {
        event.preventDefault();
        setOpen(null);
        return;
      }
      const consent = target?.closest<HTMLElement>(COOKIE_SETTINGS_LINK);
      if (consent) {
        // The shop's consent script when the page has it, else its cookie notice in the modal; with
        // neither the link stays a plain in-page link.
        if (runConsentFunction()) {
          event.preventDefault();
          return;
        }
        const notice = ownById(document, 'menu_notice');
        if (notice) {
          event.preventDefault();
          show(notice, consent);
        }
        return;
      }
      const hit = bodyForClick(target);
      if (!hit) return;
      event.preventDefault();
      show(hit.body, hit.link);
    };
    document.addEventListener('click', onClick);
    const openFromDetail = (detail: unknown) => {
      const ask = typeof detail === 'object' && detail !== null ? (detail as { id?: unknown; className?: unknown }) : {};
      // The page's own body first; an inserted one only when the page has none (it stays marked: no island mounts in it).
      const body = typeof ask.id === 'string' && ask.id ? (ownById(document, ask.id) ?? document.getElementById(ask.id)) : null;
      if (!body) {
        console.error(`${ISLAND} storefront:modal-open names no element in the page: id=${JSON.stringify(ask.id) ?? String(ask.id)}`);
        return;
      }
      // Only marked modal bodies: `{id: 'container'}` would move the whole page into the dialog.
      const refused = notModalBody(body);
      if (refused) {
        console.error(`${ISLAND} storefront:modal-open id=${JSON.stringify(ask.id)} ${refused}; not opened`);
        return;
      }
      const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      show(body, opener, typeof ask.className === 'string' ? ask.className : undefined);
    };
    const stopOpen = on('storefront:modal-open', (event) => openFromDetail(event.detail));
    // Asks sent before the island listened woke it; they were kept for it (the last one wins).
    for (const detail of takeEarlyEvents?.() ?? []) openFromDetail(detail);
    const stopClose = on('storefront:modal-close', () => setOpen(null));
    return () => {
      document.removeEventListener('click', onClick);
      stopOpen();
      stopClose();
    };
  }, [show, takeEarlyEvents]);

  if (!open) return null;
  return (
    <Dialog
      key={`${open.body.id}|${open.className}`}
      id="modal"
      className={open.className || undefined}
      label={open.label ?? t.label}
      closeLabel={t.close}
      closeSign={t.closeSign}
      returnFocus={open.opener}
      onClose={() => setOpen(null)}
    >
      <Adopt body={open.body} />
    </Dialog>
  );
}

/**
 * Moves `body` in while mounted; `#modal_placeholder` keeps its spot, and it goes back as it was. In at
 * layout time (before the dialog picks what to focus); back only after the dialog left the page, so React,
 * which puts focus back on the element that had it before a commit, cannot pull focus from the opener.
 * Under React a keyboard or click close runs that cleanup in the same task; under the lean build (Preact
 * 11) passive cleanups run after the next paint, so the body is home one frame after the dialog left.
 */
function Adopt({ body }: { body: HTMLElement }) {
  const host = useRef<HTMLDivElement>(null);
  const back = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    const placeholder = body.ownerDocument.createElement('div');
    placeholder.setAttribute('id', 'modal_placeholder');
    placeholder.setAttribute('hidden', '');
    const wasHidden = body.hasAttribute('hidden');
    body.before(placeholder);
    body.removeAttribute('hidden');
    host.current!.append(body);
    back.current = () => {
      if (wasHidden) body.setAttribute('hidden', '');
      if (placeholder.isConnected) placeholder.replaceWith(body);
      else body.remove();
    };
  }, [body]);
  useEffect(
    () => () => {
      back.current?.();
      back.current = null;
    },
    [body],
  );
  return <div ref={host} className="modal__body" />;
}
