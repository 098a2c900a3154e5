import { useEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../core/mount/types';
import { useDomPatch } from '../../core/dom/patch';
import { selectCurrentSize } from '../../core/product/current';
import { selectLogged, useShopAfterPaint } from '../../core/store';
import { isAbortError } from '../../core/http';
import { fetchClientEmail } from './api';
import { useTexts } from '../../core/texts';
import { NotifyForm } from './NotifyForm';
import { notifySize, notifyVisible, prefilled } from './notify';
import { texts } from './texts';
import type { NotifyConfig } from './index';
import { useUid } from '../../core/ui/use-uid';

/**
 * The server's link becomes an APG disclosure button revealing an inline e-mail form. The button drops
 * the link's `tell_availability_link_handler` hook class, so a template script delegating clicks to it
 * does not open its own dialog as well.
 */
export function ProductNotify({ config, container, takeEarlyEvents }: IslandProps<NotifyConfig>) {
  const t = useTexts(texts);
  const patch = useDomPatch();
  const model = useShopAfterPaint((s) => s.product.model);
  const size = useShopAfterPaint(selectCurrentSize);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const ids = useUid();
  const visible = notifyVisible(model, size);
  const logged = useShopAfterPaint(selectLogged);
  // The signed-in shopper's e-mail, asked once, when the form first opens (as the platform's dialog does);
  // it fills the field only while the shopper has typed nothing. The call ends with the island.
  const emailCall = useRef<AbortController | null>(null);
  useEffect(() => {
    if (!open || !logged || emailCall.current) return;
    const controller = (emailCall.current = new AbortController());
    fetchClientEmail(controller.signal).then(
      (found) => setEmail((typed) => prefilled(typed, found)),
      (err: unknown) => {
        if (isAbortError(err) || controller.signal.aborted) return;
        const why = err instanceof Error ? err.message : String(err);
        console.warn(`[storefront:product-notify] the signed-in shopper's e-mail not loaded (${why}); the field stays as it is`);
      },
    );
  }, [open, logged]);
  useEffect(() => () => emailCall.current?.abort(), []);

  // The events that woke it (product-buy's NOTIFY_WAKE) are not needed: the store says the size. Taking
  // them stops the entry keeping more.
  useEffect(() => void takeEarlyEvents?.(), [takeEarlyEvents]);
  // The theme shows the block only with --visible; the server's own class comes back on unmount.
  useEffect(() => patch.toggle(container, '--visible', visible), [patch, container, visible]);

  const sizeType = notifySize(model, size);
  return (
    <>
      <div className="projector_tell_availability__block --link">
        <button id={`${ids}-toggle`} type="button" className="projector_tell_availability__link"
          aria-expanded={open} aria-controls={`${ids}-panel`} onClick={() => setOpen((o) => !o)}>
          {config.linkText || t.open}
        </button>
      </div>
      <div id={`${ids}-panel`} className="projector_tell_availability__block --form" hidden={!open}>
        {model && (
          // A new size is a new request: its answer from before no longer applies (the address stays).
          <NotifyForm key={sizeType} labelledBy={`${ids}-toggle`} product={model.id} size={sizeType} email={email} onEmail={setEmail} />
        )}
      </div>
    </>
  );
}
