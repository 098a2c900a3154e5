import type { LoadJob } from '../../core/mount/types';
import { ownById } from '../../core/dom/own';
import { bodyForClick, COOKIE_SETTINGS_LINK, runConsentFunction } from './bodies';

/**
 * The modal's load job: the dialog waits for the shopper. Until the island is there, a click on
 * a link to a modal body or on the cookie-settings link wakes it; that click is held (the link's in-page
 * jump does not happen) and given to the island once it has mounted. The cookie-settings link calls the
 * shop's own consent script without waking the island when the page has one. Every other click is left alone.
 */
const modalJob: LoadJob = (container, { wake }) => {
  const doc = container.ownerDocument;
  const state = () => container.getAttribute('data-storefront-modal');
  let replayed: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    // Mounted (or failed): the island's own listener decides from now on; the replayed click is its.
    if (state() === 'mounted' || state() === 'failed' || event.target === replayed) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const consent = target?.closest<HTMLElement>(COOKIE_SETTINGS_LINK) ?? null;
    if (consent) {
      // The shop's consent script needs no dialog: call it here and leave the island asleep. With neither
      // that script nor the page's cookie notice, the link stays a plain in-page link, as the island leaves it.
      if (runConsentFunction(doc.defaultView ?? window)) {
        event.preventDefault();
        return;
      }
      if (!ownById(doc, 'menu_notice')) return;
    }
    const link = consent ?? bodyForClick(target)?.link ?? null;
    if (!link) return;
    event.preventDefault();
    event.stopPropagation();
    const replay = (e: Event) => {
      if ((e as CustomEvent<{ name?: string }>).detail?.name !== 'modal') return;
      doc.removeEventListener('storefront:island-mounted', replay);
      replayed = link;
      if (link.isConnected) link.click();
      replayed = null;
    };
    doc.addEventListener('storefront:island-mounted', replay);
    wake();
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
};
export default modalJob;
